import { PayslipsScreen } from '../features/payslips/components/payslips-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';
import type { ScreenPath } from '../ui/menu-items.ts';

/** Where the missions a payslip had to leave out (hours not validated) are settled. */
const HOURS_PATH: ScreenPath = '/heures-a-valider';

/** /payslips: any signed-in user; the admin also generates. */
export function PayslipsRoute() {
  const user = useSignedInUser();
  return <PayslipsScreen user={user} hoursPath={HOURS_PATH} />;
}
