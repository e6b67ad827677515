import { Navigate } from 'react-router';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard.tsx';
import { StaffDashboard } from '../features/dashboard/components/staff-dashboard.tsx';
import { useSignedInUser } from '../features/session/session-context.ts';

/** /dashboard: the admin's, the establishment's (its own route) or the professional's. */
export function DashboardRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
      return <AdminDashboard />;
    case 'institution':
      return <Navigate to="/institution-dashboard" replace />;
    case 'nurse':
    case 'caregiver':
      return <StaffDashboard user={user} />;
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
