import { Navigate } from 'react-router';
import { InstitutionProfile } from '../features/institutions/components/institution-profile.tsx';
import { ProfessionalProfile } from '../features/settings/components/professional-profile.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/**
 * /profile: the establishment's own details and tariffs; a nurse's or a caregiver's details,
 * her position consent and « Déconnexion »; the administrator goes home.
 */
export function ProfileRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'institution':
      return <InstitutionProfile />;
    case 'nurse':
    case 'caregiver':
      return <ProfessionalProfile />;
    case 'admin':
      return <Navigate to={homePathFor(user.role)} replace />;
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
