import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/profile' in ui/menu-items.ts.
export function ProfileRoute() {
  return <ComingSoon path="/profile" />;
}
