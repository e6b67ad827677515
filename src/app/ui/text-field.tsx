import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input, with an optional hint read after the label. */
export function TextField({
  label,
  hint,
  wide = false,
  ...input
}: InputProps & { label: string; hint?: ReactNode; wide?: boolean }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** An e-mail address: its keyboard and autofill, no automatic capital or spelling fixes. */
export function EmailField(
  props: Omit<InputProps, 'type'> & { label: string; hint?: ReactNode; wide?: boolean },
) {
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

/** An amount in euros: the decimal keypad, never negative, to the cent. */
export function EurosField(
  props: Omit<InputProps, 'type' | 'inputMode' | 'min' | 'step'> & {
    label: string;
    hint?: ReactNode;
    wide?: boolean;
  },
) {
  return <TextField type="number" inputMode="decimal" min={0} step={0.01} {...props} />;
}
