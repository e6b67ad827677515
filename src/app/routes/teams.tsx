import { useSignedInUser } from '../session/session-context.ts';
import { TeamsScreen } from '../features/teams/components/teams-screen.tsx';

export function TeamsRoute() {
  const user = useSignedInUser();
  return <TeamsScreen isAdmin={user.role === 'admin'} />;
}
