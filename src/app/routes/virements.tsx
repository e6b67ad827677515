import { PayoutsScreen } from '../features/payouts/components/payouts-screen.tsx';

/** /virements (administrator): the payslips to pay and the SEPA transfer batches. */
export function VirementsRoute() {
  return <PayoutsScreen />;
}
