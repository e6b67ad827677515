import { Navigate } from 'react-router';
import { CompanySettingsScreen } from '../features/company-settings/components/company-settings-form.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/** /societe: the platform's identity, the seller on every invoice (administrator). */
export function SocieteRoute() {
  const user = useSignedInUser();
  if (user.role !== 'admin') return <Navigate to={homePathFor(user.role)} replace />;
  return <CompanySettingsScreen />;
}
