import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/mes-prestations' in ui/menu-items.ts.
export function MesPrestationsRoute() {
  return <ComingSoon path="/mes-prestations" />;
}
