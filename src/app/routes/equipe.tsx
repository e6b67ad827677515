import { MembersScreen } from '../features/members/components/members-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /equipe: the establishment's team (its owner manages it; a member is told who does). */
export function EquipeRoute() {
  const user = useSignedInUser();
  return <MembersScreen user={user} />;
}
