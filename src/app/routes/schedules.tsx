import { ComingSoon } from '../ui/coming-soon.tsx';

// Placeholder until the screen lands; then set `ready: true` for '/schedules' in ui/menu-items.ts.
export function SchedulesRoute() {
  return <ComingSoon path="/schedules" />;
}
