import { OpenMissions } from '../features/missions/components/open-missions.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /missions-disponibles (nurses and caregivers): the open missions she may claim. */
export function MissionsDisponiblesRoute() {
  const user = useSignedInUser();
  return <OpenMissions user={user} />;
}
