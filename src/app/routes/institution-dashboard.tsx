import { InstitutionDashboard } from '../features/dashboard/components/institution-dashboard.tsx';
import { UrgentNow } from '../features/dashboard/components/urgent-now.tsx';
import { CreateMissionDialog } from '../features/missions/components/create-mission-dialog.tsx';
import { InstitutionMissionsTable } from '../features/missions/components/institution-missions-table.tsx';
import { MonthlyStats } from '../features/stats/components/monthly-stats.tsx';
import { institutionIdOf } from '../session/acting-for.ts';
import { useSignedInUser } from '../session/session-context.ts';
import type { ScreenPath } from '../ui/menu-items.ts';

/** Where the « Heures à valider » counter leads. */
const HOURS_PATH: ScreenPath = '/heures-a-valider';

/** /institution-dashboard: counters, « Créer une prestation » and the establishment's missions. */
export function InstitutionDashboardRoute() {
  const user = useSignedInUser();
  return (
    <InstitutionDashboard
      user={user}
      hoursPath={HOURS_PATH}
      action={<CreateMissionDialog />}
      urgent={<UrgentNow role="institution" />}
    >
      <InstitutionMissionsTable />
      <MonthlyStats institutionId={institutionIdOf(user) ?? user.id} />
    </InstitutionDashboard>
  );
}
