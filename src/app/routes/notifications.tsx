import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/notifications' in ui/menu-items.ts.
export function NotificationsRoute() {
  return <ComingSoon path="/notifications" />;
}
