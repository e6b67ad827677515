import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '../../../../contract/limits.ts';
import { call } from '../../../api/client.ts';
import { AuthHeading, AuthSwitch } from '../../../ui/auth-layout.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { NewPasswordForm } from '../../../ui/new-password-form.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { resetFr } from '../reset-fr.ts';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * /reinitialiser-mot-de-passe?token=…: the page a reset link opens, signed in or not. The new
 * password twice; a used or expired link shows the server's sentence, with the way back.
 */
export function PasswordResetForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useZodForm();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setSending(true);
    try {
      const { PasswordResetBody } = await import('../../../../contract/auth.ts');
      const body = form.validate(PasswordResetBody, {
        token,
        new_password: text(data, 'new_password'),
      });
      if (!body) return;
      if (text(data, 'confirm_password') !== body.new_password) {
        form.show({ fields: { confirm_password: resetFr.mismatch } });
        return;
      }
      await call('resetPassword', { body });
      setDone(true);
    } catch (error) {
      form.serverError(error, resetFr.failed);
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <>
        <AuthHeading title={resetFr.title} description={resetFr.done} />
        <p role="status" className="visually-hidden">
          {resetFr.done}
        </p>
        <Link className="button button--block" to="/login">
          {resetFr.toLogin}
        </Link>
      </>
    );
  }

  return (
    <>
      <AuthHeading title={resetFr.title} description={resetFr.description} />
      <NewPasswordForm
        token={token}
        form={form}
        sending={sending}
        onSubmit={onSubmit}
        name="new_password"
        text={{
          label: resetFr.newPassword,
          hint: resetFr.newPasswordHint(PASSWORD_MIN),
          confirmLabel: resetFr.confirm,
          submit: resetFr.submit,
          submitting: resetFr.submitting,
          noToken: resetFr.noToken,
        }}
      />
      <AuthSwitch question={resetFr.otherLink} to="/mot-de-passe-oublie" link={resetFr.askLink} />
    </>
  );
}

/**
 * /mot-de-passe-oublie: she gives her address; the answer is the same whether an account exists
 * or not. (No mail is sent yet: the answer says the administrator can make a link.)
 */
export function ForgotPasswordForm() {
  const form = useZodForm();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setSending(true);
    try {
      const { PasswordResetRequestBody } = await import('../../../../contract/auth.ts');
      const body = form.validate(PasswordResetRequestBody, { email: text(data, 'email') });
      if (!body) return;
      const { message } = await call('requestPasswordReset', { body });
      setAnswer(message);
    } catch (error) {
      form.serverError(error, resetFr.requestFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <AuthHeading title={resetFr.forgotTitle} description={resetFr.forgotDescription} />
      {answer ? (
        <p className="auth__description" role="status">
          {answer}
        </p>
      ) : (
        <form className="auth__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
          <EmailField label={resetFr.email} name="email" required error={form.errors.email} />
          <FormErrors messages={form.others} />
          <button type="submit" className="button button--block" disabled={sending}>
            {sending ? resetFr.requestSubmitting : resetFr.requestSubmit}
          </button>
        </form>
      )}
      <AuthSwitch question={resetFr.remembered} to="/login" link={resetFr.toLogin} />
    </>
  );
}
