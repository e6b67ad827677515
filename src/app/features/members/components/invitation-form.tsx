import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '../../../../contract/limits.ts';
import { useSession } from '../../../session/session-context.ts';
import { AuthHeading, AuthSwitch } from '../../../ui/auth-layout.tsx';
import { NewPasswordForm } from '../../../ui/new-password-form.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { fr } from '../fr.ts';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/**
 * /invitation?token=…: the page an establishment's invitation opens. She chooses her password
 * (twice); her account is opened and she is signed in, on the establishment's dashboard. A used
 * or expired link shows the server's sentence.
 */
export function InvitationForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const form = useZodForm();
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    setSending(true);
    try {
      const { InvitationAcceptBody } = await import('../../../../contract/members.ts');
      const body = form.validate(InvitationAcceptBody, { token, password: text(data, 'password') });
      if (!body) return;
      if (text(data, 'confirm_password') !== body.password) {
        form.show({ fields: { confirm_password: fr.mismatch } });
        return;
      }
      await session.acceptInvitation(body.token, body.password);
      void navigate('/institution-dashboard', { replace: true });
    } catch (error) {
      form.serverError(error, fr.acceptFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <AuthHeading title={fr.acceptTitle} description={fr.acceptDescription} />
      <NewPasswordForm
        token={token}
        form={form}
        sending={sending}
        onSubmit={onSubmit}
        name="password"
        text={{
          label: fr.password,
          hint: fr.passwordHint(PASSWORD_MIN),
          confirmLabel: fr.confirm,
          submit: fr.accept,
          submitting: fr.accepting,
          noToken: fr.noToken,
        }}
      />
      <AuthSwitch question={fr.haveAccount} to="/login" link={fr.toLogin} />
    </>
  );
}
