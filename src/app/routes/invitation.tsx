import { InvitationForm } from '../features/members/components/invitation-form.tsx';
import { fr as membersFr } from '../features/members/fr.ts';
import { fr } from '../session/fr.ts';
import { AuthLayout } from '../ui/auth-layout.tsx';
import { usePageTitle } from '../ui/use-page-title.ts';

/** /invitation?token=…: public; accepting signs the new manager in. */
export function InvitationRoute() {
  usePageTitle(membersFr.acceptTitle);
  return (
    <AuthLayout tagline={fr.tagline}>
      <InvitationForm />
    </AuthLayout>
  );
}
