import { PayslipsScreen } from '../features/payslips/components/payslips-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /payslips: any signed-in user; the admin also generates. */
export function PayslipsRoute() {
  const user = useSignedInUser();
  return <PayslipsScreen user={user} />;
}
