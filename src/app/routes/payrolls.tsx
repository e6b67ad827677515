import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/payrolls' in ui/menu-items.ts.
export function PayrollsRoute() {
  return <ComingSoon path="/payrolls" />;
}
