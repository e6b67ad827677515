import { useId, type SelectHTMLAttributes } from 'react';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>;

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select: the phone's own picker, accessible for free. */
export function SelectField({
  label,
  options,
  wide = false,
  ...select
}: SelectProps & { label: string; options: readonly SelectOption[]; wide?: boolean }) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
