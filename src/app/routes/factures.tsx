import { Navigate } from 'react-router';
import { AdminInvoices } from '../features/invoices/components/admin-invoices.tsx';
import { homePathFor } from '../session/home-path.ts';
import { useSignedInUser } from '../session/session-context.ts';

/** /factures: the administrator issues a month's invoices, sees them all, marks them paid. */
export function FacturesRoute() {
  const user = useSignedInUser();
  if (user.role !== 'admin') return <Navigate to={homePathFor(user.role)} replace />;
  return <AdminInvoices />;
}
