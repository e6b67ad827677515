import type { Prestation } from '../../contract/missions.ts';
import type { Payslip } from '../../contract/payslips.ts';
import type { RouteName } from '../../contract/route-table.ts';
import type { Schedule } from '../../contract/schedules.ts';
import type { OpenMission } from '../../contract/staffing.ts';
import { callApi, detailOf, resolveDeps, type OfflineDeps } from './api.ts';
import type { OfflineCollection, OfflineDb, SessionRecord } from './db.ts';
import { pendingActionsOf, storeServedMission } from './outbox.ts';

/**
 * How a refresh ended: `offline` when the server could not be reached (the screens keep the
 * stored data and show « Hors ligne — données du … »), `auth-required` on 401, `error` for
 * any other refusal, `no-session` when nobody with a token is signed in.
 */
export type RefreshOutcome =
  | { status: 'ok'; count: number }
  | { status: 'offline' }
  | { status: 'auth-required' }
  | { status: 'error'; httpStatus: number; detail?: string }
  | { status: 'no-session' };

const CALLS: Record<OfflineCollection, RouteName> = {
  missions: 'myMissions',
  schedules: 'listSchedules',
  payslips: 'listPayslips',
  open: 'openMissions',
};

/** Fetches one collection of the signed-in user and replaces the stored copy. */
export async function refreshCollection(
  collection: OfflineCollection,
  deps?: OfflineDeps,
): Promise<RefreshOutcome> {
  const resolved = resolveDeps(deps);
  const { db } = resolved;
  const session = await db.session.get('current');
  if (!session?.token) return { status: 'no-session' };

  const answer = await callApi(resolved, session.token, CALLS[collection]);
  if (answer.kind === 'network') return { status: 'offline' };
  if (answer.status === 401) {
    await markAuthRequired(db, session.userId);
    return { status: 'auth-required' };
  }
  if (answer.status >= 500) return { status: 'offline' };
  if (answer.status < 200 || answer.status >= 300 || !Array.isArray(answer.body)) {
    return { status: 'error', httpStatus: answer.status, detail: detailOf(answer.body) };
  }

  const syncedAt = new Date(resolved.now()).toISOString();
  const stored = await storeCollection(db, session, collection, answer.body, syncedAt);
  return stored ? { status: 'ok', count: answer.body.length } : { status: 'no-session' };
}

/** `GET /api/prestations/me` into the local copy, pending taps re-applied on top. */
export function refreshMyMissions(deps?: OfflineDeps): Promise<RefreshOutcome> {
  return refreshCollection('missions', deps);
}

export async function markAuthRequired(db: OfflineDb, userId: string): Promise<void> {
  await db.meta.put({ key: 'auth_required', user_id: userId });
}

/** Returns false (and stores nothing) if someone else signed in while the answer travelled. */
async function storeCollection(
  db: OfflineDb,
  asked: SessionRecord,
  collection: OfflineCollection,
  rows: unknown[],
  syncedAt: string,
): Promise<boolean> {
  const ownerId = asked.userId;
  return db.transaction(
    'rw',
    [db.session, db.missions, db.schedules, db.payslips, db.openMissions, db.outbox, db.syncMeta],
    async () => {
      const current = await db.session.get('current');
      if (current?.userId !== ownerId) return false;

      switch (collection) {
        case 'missions': {
          const served = rows as Prestation[];
          const servedIds = new Set(served.map((m) => m.id));
          const stillPending = new Set(
            (await pendingActionsOf(db, ownerId)).map((a) => a.prestation_id),
          );
          // A mission gone from the list (reassigned by an exchange…) leaves, unless a tap on it
          // still waits: its card must keep showing « En attente de synchronisation ».
          await db.missions
            .where('owner_id')
            .equals(ownerId)
            .filter((m) => !servedIds.has(m.id) && !stillPending.has(m.id))
            .delete();
          for (const mission of served) {
            await storeServedMission(db, ownerId, mission, current.role);
          }
          break;
        }
        case 'schedules': {
          await db.schedules.where('owner_id').equals(ownerId).delete();
          await db.schedules.bulkPut(
            (rows as Schedule[]).map((row) => ({ ...row, owner_id: ownerId })),
          );
          break;
        }
        case 'payslips': {
          await db.payslips.where('owner_id').equals(ownerId).delete();
          await db.payslips.bulkPut(
            (rows as Payslip[]).map((row) => ({ ...row, owner_id: ownerId })),
          );
          break;
        }
        case 'open': {
          await db.openMissions.where('owner_id').equals(ownerId).delete();
          await db.openMissions.bulkPut(
            (rows as OpenMission[]).map((row) => ({ ...row, owner_id: ownerId })),
          );
          break;
        }
        default: {
          const unknown: never = collection;
          throw new Error(`Unknown offline collection: ${String(unknown)}`);
        }
      }
      await db.syncMeta.put({ collection, owner_id: ownerId, synced_at: syncedAt });
      return true;
    },
  );
}
