import { useId, type TextareaHTMLAttributes } from 'react';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled multi-line field, styled like the shared text fields. */
export function TextareaField({
  label,
  wide = false,
  ...textarea
}: TextareaProps & { label: string; wide?: boolean }) {
  const id = useId();
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="field__input mission-textarea" rows={3} {...textarea} />
    </div>
  );
}
