import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '../../contract/auth.ts';
import { apiQuery } from '../api/queries.ts';
import { useSession, useSignedInUser } from './session-context.ts';

/**
 * The signed-in user as the server serves her now (GET /auth/me on every mount of the screen,
 * and again whenever a notification marks `me` stale), for what an administrator may have
 * changed since she signed in: her documents verified, her RPPS checked. The answer also
 * becomes the session's user. `fresh` stays false until it has arrived; `settled` is true once
 * it has, or once it cannot (offline, a failure: the session's copy is all there is).
 */
export function useFreshUser(): { user: User; fresh: boolean; settled: boolean } {
  const session = useSignedInUser();
  const { updateUser } = useSession();
  const me = useQuery({ ...apiQuery('me'), staleTime: 0, refetchOnMount: 'always' });
  // A change she saves later (`updateUser`) is written into this query too (SessionProvider):
  // the answer stays the newest copy.
  const served = me.data;
  useEffect(() => {
    if (served) updateUser(served);
  }, [served, updateUser]);
  return {
    user: served ?? session,
    fresh: served !== undefined,
    settled: served !== undefined || me.isError || me.fetchStatus === 'paused',
  };
}
