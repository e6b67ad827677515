import { useId, type ReactNode } from 'react';

/**
 * The ids a field points at (`aria-describedby`: its hint, then its error) and whether it is
 * invalid, for the shared fields (`TextField`, `SelectField`, the text areas).
 */
export function useFieldNotes(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    hintId,
    errorId,
    aria: {
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

/** The hint under a field, then its error (what is wrong, in the danger colour). */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && hintId ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error && errorId ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}
