import { SchedulesScreen } from '../features/schedules/components/schedules-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /schedules: any signed-in user; « Nouvel horaire » for nurses and caregivers. */
export function SchedulesRoute() {
  const user = useSignedInUser();
  return <SchedulesScreen user={user} />;
}
