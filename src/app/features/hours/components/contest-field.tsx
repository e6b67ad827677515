import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Described {
  label: string;
  hint?: string;
  /** What is wrong, read with the field and shown under it. */
  error?: string;
}

/** The hint and error ids a field points at, and the error's paragraph. */
function useDescription({ hint, error }: Described) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function Notes({
  hint,
  error,
  hintId,
  errorId,
}: Described & { hintId: string | null; errorId: string | null }) {
  return (
    <>
      {hint && hintId ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error && errorId ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and, under it, its own error. */
export function ContestInput({
  label,
  hint,
  error,
  ...input
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  const d = useDescription({ label, hint, error });
  return (
    <div className="field">
      <label className="field__label" htmlFor={d.id}>
        {label}
      </label>
      <input
        id={d.id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={d.describedBy}
        {...input}
      />
      <Notes label={label} hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
    </div>
  );
}

/** A labelled text area with its hint and, under it, its own error. */
export function ContestTextarea({
  label,
  hint,
  error,
  ...textarea
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  const d = useDescription({ label, hint, error });
  return (
    <div className="field field--wide">
      <label className="field__label" htmlFor={d.id}>
        {label}
      </label>
      <textarea
        id={d.id}
        className="field__input hours-textarea"
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={d.describedBy}
        {...textarea}
      />
      <Notes label={label} hint={hint} error={error} hintId={d.hintId} errorId={d.errorId} />
    </div>
  );
}
