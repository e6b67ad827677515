import { Navigate } from 'react-router';
import { BillingStatement } from '../features/billing/components/billing-statement.tsx';
import { InstitutionInvoices } from '../features/invoices/components/institution-invoices.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';
import type { ScreenPath } from '../ui/menu-items.ts';

/** Where a month's amount waiting for sign-off is validated (or, for the admin, settled). */
const HOURS_PATH: ScreenPath = '/heures-a-valider';

/**
 * /payrolls: an establishment's invoices and statement; the admin may read every establishment's (the
 * server allows it). A professional has no statement and goes home.
 */
export function PayrollsRoute() {
  const user = useSignedInUser();
  if (user.role !== 'institution' && user.role !== 'admin') {
    return <Navigate to={homePathFor(user.role)} replace />;
  }
  // An establishment's invoices (and what remains to invoice) come first; the admin's are on
  // /factures.
  return (
    <BillingStatement
      viewer={user}
      hoursPath={HOURS_PATH}
      before={user.role === 'institution' ? <InstitutionInvoices /> : undefined}
    />
  );
}
