import { Navigate } from 'react-router';
import { InstitutionProfile } from '../features/institutions/components/institution-profile.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/** /profile: the establishment's own details and tariffs; anyone else goes home. */
export function ProfileRoute() {
  const user = useSignedInUser();
  if (user.role !== 'institution') return <Navigate to={homePathFor(user.role)} replace />;
  return <InstitutionProfile />;
}
