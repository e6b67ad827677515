import { PoolScreen } from '../features/pool/components/pool-screen.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/** /mes-soignants: the establishment's favourites and the professionals it set aside. */
export function MesSoignantsRoute() {
  const user = useSignedInUser();
  return <PoolScreen user={user} />;
}
