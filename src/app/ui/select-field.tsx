import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldNotes, useFieldNotes } from './field-note.tsx';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the phone's own picker, accessible for free; its error under it. */
export function SelectField({
  label,
  options,
  hint,
  error,
  wide = false,
  ...select
}: SelectProps & {
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
}) {
  const notes = useFieldNotes(hint, error);
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={notes.id}>
        {label}
      </label>
      <select id={notes.id} className="field__input" {...notes.aria} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={notes.hintId} error={error} errorId={notes.errorId} />
    </div>
  );
}
