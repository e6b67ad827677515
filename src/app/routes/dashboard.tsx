import { Navigate } from 'react-router';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard.tsx';
import { StaffDashboard } from '../features/dashboard/components/staff-dashboard.tsx';
import { MonthlyStats } from '../features/stats/components/monthly-stats.tsx';
import { UrgentNow } from '../features/dashboard/components/urgent-now.tsx';
import { NextMission } from '../features/missions/components/next-mission.tsx';
import { useSignedInUser } from '../session/session-context.ts';
import type { ScreenPath } from '../ui/menu-items.ts';

/** « Approbation des prestations »: its route is not in the spec, it is ours. */
const APPROVAL_PATH: ScreenPath = '/approbations';
/** « Heures à valider », where the administrator settles the contests. */
const HOURS_PATH: ScreenPath = '/heures-a-valider';

/** /dashboard: the admin's, the establishment's (its own route) or the professional's. */
export function DashboardRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return (
        <AdminDashboard
          approvalPath={APPROVAL_PATH}
          hoursPath={HOURS_PATH}
          urgent={<UrgentNow role={user.role} />}
        >
          <MonthlyStats />
        </AdminDashboard>
      );
    case 'institution':
      return <Navigate to="/institution-dashboard" replace />;
    case 'nurse':
    case 'caregiver':
      return (
        <StaffDashboard user={user} urgent={<UrgentNow role={user.role} />}>
          <NextMission />
        </StaffDashboard>
      );
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
