import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { isApiError } from '../../api/client.ts';
import { toast } from 'react-toastify/unstyled';
import { AuthHeading, AuthSwitch } from '../../ui/auth-layout.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { useZodForm } from '../../ui/use-zod-form.ts';
import { fr } from '../fr.ts';
import { homePathFor } from '../home-path.ts';
import { useSession } from '../session-context.ts';

/**
 * « Connexion réussie! » (the specification's string) sits at the bottom, above the phone's tab
 * bar, and leaves soon: at the top it covered the dashboard's title after every sign-in.
 */
const LOGIN_TOAST = { position: 'bottom-center', autoClose: 3000 } as const;

/**
 * The sign-in form (docs/product-rules.md §1). The contract's `LoginBody` checks it in the
 * browser first: an empty field is marked under itself and nothing is sent. The schema (and
 * zod) load on the first submit, so that the first screen stays light; the service worker
 * precaches that chunk, so it works offline too.
 */
export function LoginForm() {
  const { login, completeTwoFactor } = useSession();
  const navigate = useNavigate();
  // Sent here by the registration form: the page says the account awaits approval.
  const registered = (useLocation().state as { registered?: boolean } | null)?.registered === true;
  const form = useZodForm();
  const [submitting, setSubmitting] = useState(false);
  // Set when the password was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      const { LoginBody, TwoFactorVerifyBody } = await import('../../../contract/auth.ts');
      if (challenge) {
        const second = form.validate(TwoFactorVerifyBody, {
          challenge,
          code: String(data.get('code') ?? ''),
        });
        if (!second) return;
        const user = await completeTwoFactor(challenge, second.code);
        toast.success(fr.loginSuccess, LOGIN_TOAST);
        void navigate(homePathFor(user.role), { replace: true });
        return;
      }
      const body = form.validate(LoginBody, {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      if (!body) return;
      // The address as typed (the server trims and lowercases it the same way).
      const answer = await login(String(data.get('email') ?? ''), body.password);
      if ('challenge' in answer) {
        setChallenge(answer.challenge);
        return;
      }
      const user = answer;
      toast.success(fr.loginSuccess, LOGIN_TOAST);
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      // A refusal is the form's business, above the button (never a toast over the logo).
      if (isApiError(error) && error.status === 422) form.serverError(error, fr.loginFailed);
      else form.show({ others: [errorMessage(error, fr.loginFailed)] });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <AuthHeading title={fr.loginTitle} description={fr.loginDescription} />
      {registered ? (
        <p className="auth__notice" role="status">
          {fr.awaitingApproval}
        </p>
      ) : null}
      <form className="auth__form" onSubmit={onSubmit} {...form.props}>
        {challenge ? (
          <>
            <p className="auth__hint">{fr.twoFactorHint}</p>
            <TextField
              label={fr.twoFactorLabel}
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              required
              autoFocus
              error={form.errors.code}
            />
          </>
        ) : (
          <>
            <EmailField label={fr.emailLabel} name="email" required error={form.errors.email} />
            <TextField
              label={fr.passwordLabel}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={form.errors.password}
            />
          </>
        )}
        <FormErrors messages={form.others} />
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? fr.loginSubmitting : challenge ? fr.twoFactorSubmit : fr.loginSubmit}
        </button>
        {challenge && (
          <button type="button" className="button button--ghost" onClick={() => setChallenge(null)}>
            {fr.twoFactorBack}
          </button>
        )}
      </form>
      <AuthSwitch question={fr.noAccount} to="/register" link={fr.registerLink} />
    </>
  );
}
