import { clearContractCopies } from './contract-copies.ts';
import type { ActorRole } from '../../domain/missions/transition.ts';
import { resolveDeps, type OfflineDeps } from './api.ts';
import type { SessionRecord } from './db.ts';

export interface OfflineSessionInput {
  userId: string;
  token: string;
  /** Not needed by accept/start/end (only the assignee may), kept for completeness. */
  role?: ActorRole;
}

/**
 * Records who is signed in, so that the outbox (in the page or the service worker) can replay
 * with their token. Call it on every login and app start with a valid token.
 *
 * Signing in as someone else drops the previous person's cached missions, schedules,
 * payslips and open missions; their queued actions stay (tagged with their id, never sent with this token) until
 * they sign in again or someone logs out. Clears a pending « Session expirée » state, a pending
 * « Mise à jour nécessaire » state (app start tries the server once more) and the retry
 * back-off, so that replay resumes at once.
 */
export async function setOfflineSession(
  session: OfflineSessionInput,
  deps?: OfflineDeps,
): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.transaction('rw', db.allTables(), async () => {
    const userId = session.userId;
    await Promise.all([
      db.missions.where('owner_id').notEqual(userId).delete(),
      db.schedules.where('owner_id').notEqual(userId).delete(),
      db.payslips.where('owner_id').notEqual(userId).delete(),
      db.openMissions.where('owner_id').notEqual(userId).delete(),
      db.syncMeta.filter((meta) => meta.owner_id !== userId).delete(),
      db.queryCache.where('owner_id').notEqual(userId).delete(),
      db.briefs.where('owner_id').notEqual(userId).delete(),
    ]);
    await db.meta.bulkDelete(['auth_required', 'backoff', 'update_required']);
    await db.session.put({
      key: 'current',
      userId,
      token: session.token,
      role: session.role ?? null,
    });
  });
}

/**
 * The token was refused (expired session): forget it but keep everything else, the queue
 * first. Replay stays paused with « Session expirée » until `setOfflineSession`.
 */
export async function forgetOfflineToken(deps?: OfflineDeps): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.transaction('rw', [db.session, db.meta], async () => {
    const current = await db.session.get('current');
    if (!current) return;
    await db.session.put({ ...current, token: null });
    await db.meta.put({ key: 'auth_required', user_id: current.userId });
  });
}

/** The person signed in on this device, as the offline layer knows them. */
export async function readOfflineSession(deps?: OfflineDeps): Promise<SessionRecord | undefined> {
  const { db } = resolveDeps(deps);
  return db.session.get('current');
}

/**
 * Logout: erases every local table — session, cached data and the outbox, whoever it belongs
 * to. Ask first (see `countUnsynced` and `unsyncedWarning`).
 */
export async function clearOfflineData(deps?: OfflineDeps): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.transaction('rw', db.allTables(), async () => {
    await Promise.all(db.allTables().map((table) => table.clear()));
  });
  await clearContractCopies();
}
