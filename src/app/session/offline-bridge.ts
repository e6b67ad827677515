import type { User } from '../../contract/auth.ts';
import { registerBeforeLogout, registerOnLogout } from './logout-hooks.ts';
import { fr } from './fr.ts';

// The offline layer (Dexie and the outbox, ~35 KiB gzip) is imported when first needed, not
// with the session: /login must not download it (issue 7's first-screen budget). The service
// worker precaches its chunk, so it still loads offline.
const offlineSession = () => import('../offline/session.ts');

/** Hands the session to the offline layer, so the outbox (page or service worker) can replay. */
export async function linkOfflineSession(user: User, token: string): Promise<void> {
  const { setOfflineSession } = await offlineSession();
  await setOfflineSession({ userId: user.id, token, role: user.role });
}

/**
 * Logout and the offline queue (docs/product-rules.md §3): a user logout tries one last sync, warns about
 * what is still unsynchronised and, confirmed, clears every local copy; an expired session
 * only forgets the token, so queued taps wait for the next sign-in; an erased account leaves
 * nothing behind.
 */
export function registerOfflineLogoutHooks(): () => void {
  const offBefore = registerBeforeLogout(async ({ reason }) => {
    if (reason !== 'user') return true;
    const { lastSyncBeforeLogout } = await import('../offline/logout-warning.ts');
    const warning = await lastSyncBeforeLogout();
    return warning ? window.confirm(fr.unsyncedLogoutConfirm(warning)) : true;
  });
  const offAfter = registerOnLogout(async ({ reason }) => {
    const { clearOfflineData, forgetOfflineToken } = await offlineSession();
    if (reason === 'user' || reason === 'erased') await clearOfflineData();
    else await forgetOfflineToken();
  });
  return () => {
    offBefore();
    offAfter();
  };
}
