import type { FormEvent } from 'react';
import { PASSWORD_MIN } from '../../contract/limits.ts';
import { TextField } from './text-field.tsx';
import type { ZodForm } from './use-zod-form.ts';

/**
 * The form of a link that lets her choose a password (a reset link, an invitation): the
 * password twice — under `name`, then `confirm_password` — each with its error, what the server
 * said that belongs to no field (a used or expired link) read out at once, and the button. A
 * link without its token gets `noToken` instead of the form.
 */
export function NewPasswordForm({
  token,
  form,
  sending,
  onSubmit,
  name,
  text,
}: {
  token: string;
  form: ZodForm;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  name: string;
  text: {
    label: string;
    hint: string;
    confirmLabel: string;
    submit: string;
    submitting: string;
    noToken: string;
  };
}) {
  if (!token) {
    return (
      <p className="inline-error" role="alert">
        {text.noToken}
      </p>
    );
  }
  return (
    <form className="auth__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
      <TextField
        label={text.label}
        name={name}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        required
        hint={text.hint}
        error={form.errors[name]}
      />
      <TextField
        label={text.confirmLabel}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        error={form.errors.confirm_password}
      />
      {form.others.length > 0 ? (
        <div className="inline-error" role="alert">
          {form.others.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <button type="submit" className="button button--block" disabled={sending}>
        {sending ? text.submitting : text.submit}
      </button>
    </form>
  );
}
