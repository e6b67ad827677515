import { InstitutionBriefForm } from '../features/after-mission/components/institution-brief-form.tsx';
import { MyRatingSummary } from '../features/after-mission/components/my-rating.tsx';
import { InstitutionProfile } from '../features/institutions/components/institution-profile.tsx';
import { PushOptIn } from '../features/push/components/push-opt-in.tsx';
import {
  AccountSecurity,
  ProfessionalProfile,
} from '../features/settings/components/professional-profile.tsx';
import { TwoFactorSection } from '../features/two-factor/components/two-factor-section.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/**
 * /profile for every role. A nurse, a caregiver or the administrator: her details, photo,
 * password, « Double authentification », settings (position consent for a professional; this
 * device's notifications) and « Déconnexion ». An establishment: its details, tariffs and
 * place, then its password, « Double authentification » and « Déconnexion ».
 */
export function ProfileRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'institution':
      return (
        <>
          <InstitutionProfile />
          <InstitutionBriefForm />
          <AccountSecurity twoFactor={<TwoFactorSection />} />
        </>
      );
    case 'nurse':
    case 'caregiver':
      return (
        <ProfessionalProfile
          notifications={<PushOptIn />}
          twoFactor={<TwoFactorSection />}
          summary={<MyRatingSummary />}
        />
      );
    case 'admin':
      return <ProfessionalProfile notifications={<PushOptIn />} twoFactor={<TwoFactorSection />} />;
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
