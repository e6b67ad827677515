import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/messages' in ui/menu-items.ts.
export function MessagesRoute() {
  return <ComingSoon path="/messages" />;
}
