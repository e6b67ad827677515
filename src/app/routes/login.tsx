import { Link } from 'react-router';
import { resetFr } from '../features/settings/reset-fr.ts';
import { LoginForm } from '../session/components/login-form.tsx';
import { fr } from '../session/fr.ts';
import { AuthLayout } from '../ui/auth-layout.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

export function LoginRoute() {
  usePageTitle(fr.loginTitle);
  return (
    <AuthLayout tagline={fr.tagline}>
      <LoginForm />
      <p className="auth__switch">
        <Link to="/mot-de-passe-oublie">{resetFr.forgotLink}</Link>
      </p>
    </AuthLayout>
  );
}
