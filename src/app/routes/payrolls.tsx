import { Navigate } from 'react-router';
import { BillingStatement } from '../features/billing/components/billing-statement.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';
import type { ScreenPath } from '../ui/menu-items.ts';

/** Where a month's amount waiting for sign-off is validated (or, for the admin, settled). */
const HOURS_PATH: ScreenPath = '/heures-a-valider';

/**
 * /payrolls: an establishment's statement; the admin may read every establishment's (the
 * server allows it). A professional has no statement and goes home.
 */
export function PayrollsRoute() {
  const user = useSignedInUser();
  if (user.role !== 'institution' && user.role !== 'admin') {
    return <Navigate to={homePathFor(user.role)} replace />;
  }
  return <BillingStatement viewer={user} hoursPath={HOURS_PATH} />;
}
