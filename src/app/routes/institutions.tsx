import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/institutions' in ui/menu-items.ts.
export function InstitutionsRoute() {
  return <ComingSoon path="/institutions" />;
}
