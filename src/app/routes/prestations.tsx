import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/prestations' in ui/menu-items.ts.
export function PrestationsRoute() {
  return <ComingSoon path="/prestations" />;
}
