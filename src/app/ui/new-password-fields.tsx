import { PASSWORD_MIN } from '../../contract/limits.ts';
import { TextField } from './text-field.tsx';

/**
 * A password chosen twice (a reset link, an invitation): the password under `name`, its
 * confirmation under `confirm_password`, each with its error, then what the server said that
 * belongs to no field (a used or expired link), read out at once.
 */
export function NewPasswordFields({
  name,
  label,
  hint,
  confirmLabel,
  errors,
  others,
}: {
  name: string;
  label: string;
  hint: string;
  confirmLabel: string;
  errors: Readonly<Record<string, string>>;
  others: readonly string[];
}) {
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        hint={hint}
        error={errors[name]}
      />
      <TextField
        label={confirmLabel}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password}
      />
      {others.length > 0 ? (
        <div className="inline-error" role="alert">
          {others.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}
