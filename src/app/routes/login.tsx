import { LoginForm } from '../session/components/login-form.tsx';
import { fr } from '../session/fr.ts';
import { AuthLayout } from '../ui/auth-layout.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

export function LoginRoute() {
  usePageTitle(fr.loginTitle);
  return (
    <AuthLayout tagline={fr.tagline}>
      <LoginForm />
    </AuthLayout>
  );
}
