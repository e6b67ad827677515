import { RegisterForm } from '../features/registration/components/register-form.tsx';
import { fr } from '../features/registration/fr.ts';
import { AuthLayout } from '../ui/auth-layout.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

export function RegisterRoute() {
  usePageTitle(fr.title);
  return (
    <AuthLayout wide>
      <RegisterForm />
    </AuthLayout>
  );
}
