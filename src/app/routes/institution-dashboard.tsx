import { InstitutionDashboard } from '../features/dashboard/components/institution-dashboard.tsx';
import { CreateMissionDialog } from '../features/missions/components/create-mission-dialog.tsx';
import { InstitutionMissionsTable } from '../features/missions/components/institution-missions-table.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /institution-dashboard: counters, « Créer une prestation » and the establishment's missions. */
export function InstitutionDashboardRoute() {
  return (
    <InstitutionDashboard user={useSignedInUser()} action={<CreateMissionDialog />}>
      <InstitutionMissionsTable />
    </InstitutionDashboard>
  );
}
