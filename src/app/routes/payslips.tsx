import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/payslips' in ui/menu-items.ts.
export function PayslipsRoute() {
  return <ComingSoon path="/payslips" />;
}
