// Kept apart from the payslips feature's twin: features do not import one another.
import { useEffect, useState } from 'react';
import { readOfflineSession } from '../../../offline/session.ts';

/**
 * Whether the offline layer keeps data on this device for `userId` (it does once the session
 * was recorded at sign-in): true, false, or undefined while IndexedDB is being read. False too
 * when IndexedDB is unavailable (some private modes), so that the screen falls back to the
 * network instead of waiting forever.
 */
export function useDeviceHoldsSession(userId: string): boolean | undefined {
  const [holds, setHolds] = useState<{ userId: string; value: boolean } | undefined>();
  useEffect(() => {
    let live = true;
    readOfflineSession().then(
      (session) => live && setHolds({ userId, value: session?.userId === userId }),
      () => live && setHolds({ userId, value: false }),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return holds?.userId === userId ? holds.value : undefined;
}
