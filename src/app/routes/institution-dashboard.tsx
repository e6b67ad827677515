import { InstitutionDashboard } from '../features/dashboard/components/institution-dashboard.tsx';
import { useSignedInUser } from '../features/session/session-context.ts';

export function InstitutionDashboardRoute() {
  return <InstitutionDashboard user={useSignedInUser()} />;
}
