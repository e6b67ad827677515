import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/teams' in ui/menu-items.ts.
export function TeamsRoute() {
  return <ComingSoon path="/teams" />;
}
