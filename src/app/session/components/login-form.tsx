import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../api/error-message.ts';
import { AuthHeading, AuthSwitch } from '../../ui/auth-layout.tsx';
import { EmailField, TextField } from '../../ui/text-field.tsx';
import { fr } from '../fr.ts';
import { homePathFor } from '../home-path.ts';
import { useSession } from '../session-context.ts';

/** The sign-in form (docs/product-rules.md §1). */
export function LoginForm() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    try {
      const user = await login(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
      toast.success(fr.loginSuccess);
      void navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, fr.loginFailed));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <AuthHeading title={fr.loginTitle} description={fr.loginDescription} />
      {/* noValidate: the server's French messages replace the browser's (often English) bubbles. */}
      <form className="auth__form" onSubmit={onSubmit} noValidate>
        <EmailField label={fr.emailLabel} name="email" required />
        <TextField
          label={fr.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button button--block" disabled={submitting}>
          {submitting ? fr.loginSubmitting : fr.loginSubmit}
        </button>
      </form>
      <AuthSwitch question={fr.noAccount} to="/register" link={fr.registerLink} />
    </>
  );
}
