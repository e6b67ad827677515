import type { User } from '../../../contract/auth.ts';
import { clearOfflineData, forgetOfflineToken, setOfflineSession } from '../../offline/session.ts';
import { lastSyncBeforeLogout } from '../../offline/logout-warning.ts';
import { registerBeforeLogout, registerOnLogout } from './logout-hooks.ts';
import { fr } from './fr.ts';

/** Hands the session to the offline layer, so the outbox (page or service worker) can replay. */
export function linkOfflineSession(user: User, token: string): Promise<void> {
  return setOfflineSession({ userId: user.id, token, role: user.role });
}

/**
 * Logout and the offline queue (PRODUCT §7): a user logout tries one last sync, warns about
 * what is still unsynchronised and, confirmed, clears every local copy; an expired session
 * only forgets the token, so queued taps wait for the next sign-in.
 */
export function registerOfflineLogoutHooks(): () => void {
  const offBefore = registerBeforeLogout(async ({ reason }) => {
    if (reason !== 'user') return true;
    const warning = await lastSyncBeforeLogout();
    return warning ? window.confirm(fr.unsyncedLogoutConfirm(warning)) : true;
  });
  const offAfter = registerOnLogout(async ({ reason }) => {
    if (reason === 'user') await clearOfflineData();
    else await forgetOfflineToken();
  });
  return () => {
    offBefore();
    offAfter();
  };
}
