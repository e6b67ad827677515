import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNotes, useFieldNotes } from './field-note.tsx';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

interface FieldText {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value, shown under it and read with it (`aria-describedby`). */
  error?: string;
  wide?: boolean;
}

/** A labelled input, with an optional hint and error read after the label. */
export function TextField({ label, hint, error, wide = false, ...input }: InputProps & FieldText) {
  const notes = useFieldNotes(hint, error);
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={notes.id}>
        {label}
      </label>
      <input id={notes.id} className="field__input" {...notes.aria} {...input} />
      <FieldNotes hint={hint} hintId={notes.hintId} error={error} errorId={notes.errorId} />
    </div>
  );
}

/** An e-mail address: its keyboard and autofill, no automatic capital or spelling fixes. */
export function EmailField(props: Omit<InputProps, 'type'> & FieldText) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
