import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/exchanges' in ui/menu-items.ts.
export function ExchangesRoute() {
  return <ComingSoon path="/exchanges" />;
}
