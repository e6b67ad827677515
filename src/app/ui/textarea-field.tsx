import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldNotes } from './field-note.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled multi-line field, styled like the shared text fields, its hint and error under it. */
export function TextareaField({
  label,
  hint,
  error,
  ...textarea
}: TextareaProps & { label: string; hint?: ReactNode; error?: string }) {
  const notes = useFieldNotes(hint, error);
  return (
    <div className="field field--wide">
      <label className="field__label" htmlFor={notes.id}>
        {label}
      </label>
      <textarea
        id={notes.id}
        className="field__input field__textarea"
        rows={3}
        {...notes.aria}
        {...textarea}
      />
      <FieldNotes hint={hint} hintId={notes.hintId} error={error} errorId={notes.errorId} />
    </div>
  );
}
