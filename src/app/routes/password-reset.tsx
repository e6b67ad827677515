import {
  ForgotPasswordForm,
  PasswordResetForm,
} from '../features/settings/components/password-reset.tsx';
import { resetFr } from '../features/settings/reset-fr.ts';
import { fr } from '../session/fr.ts';
import { AuthLayout } from '../ui/auth-layout.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** /reinitialiser-mot-de-passe?token=…: public, signed in or not (the link may be opened anywhere). */
export function PasswordResetRoute() {
  usePageTitle(resetFr.title);
  return (
    <AuthLayout tagline={fr.tagline}>
      <PasswordResetForm />
    </AuthLayout>
  );
}

/** /mot-de-passe-oublie: signed out, from the login page. */
export function ForgotPasswordRoute() {
  usePageTitle(resetFr.forgotTitle);
  return (
    <AuthLayout tagline={fr.tagline}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
