import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldNotes, useFieldNotes } from '../../../ui/field-note.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled multi-line field, styled like the shared text fields, its hint and error under it. */
export function TextareaField({
  label,
  hint,
  error,
  wide = false,
  ...textarea
}: TextareaProps & { label: string; hint?: ReactNode; error?: string; wide?: boolean }) {
  const notes = useFieldNotes(hint, error);
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={notes.id}>
        {label}
      </label>
      <textarea
        id={notes.id}
        className="field__input mission-textarea"
        rows={3}
        {...notes.aria}
        {...textarea}
      />
      <FieldNotes hint={hint} hintId={notes.hintId} error={error} errorId={notes.errorId} />
    </div>
  );
}
