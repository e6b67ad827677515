import { MyMissions } from '../features/missions/components/my-missions.tsx';

/** /mes-prestations: the signed-in user's own missions and their actions. */
export function MesPrestationsRoute() {
  return <MyMissions />;
}
