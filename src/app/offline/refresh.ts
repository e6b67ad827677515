import type { Prestation } from '../../contract/missions.ts';
import type { SyncMissionsResponse } from '../../contract/sync.ts';
import type { Payslip } from '../../contract/payslips.ts';
import type { RouteName } from '../../contract/route-table.ts';
import type { Schedule } from '../../contract/schedules.ts';
import type { OpenMission } from '../../contract/staffing.ts';
import { callApi, detailOf, resolveDeps, type OfflineDeps } from './api.ts';
import type { OfflineCollection, OfflineDb, SessionRecord } from './db.ts';
import { keptOnDevice } from './mission-window.ts';
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
  if (collection === 'missions') return refreshMyMissions(deps);
  return refreshList(collection, deps);
}

/** The full list of a collection from its own call, replacing the stored copy. */
async function refreshList(
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

/** In this page, one missions refresh at a time: each starts from the cursor the last stored. */
let missionsChain: Promise<unknown> = Promise.resolve();

/**
 * « Mes prestations » by delta (docs/product-rules.md §14, invariant O14): `GET
 * /api/sync/missions?since=<stored cursor>` merged into the local copy — `changed` stored with
 * the pending taps re-applied on top, `removed` deleted — unless a tap on that mission still
 * waits. Without a stored cursor (first sync, another user, `full`), or when the server refuses
 * the cursor (422), a full sync replaces the set. A server without the route (404: an instance
 * not yet updated) is read through `GET /prestations/me` as before. Only missions still to come
 * or ended within `KEPT_HISTORY_DAYS` are kept on the device.
 */
export function refreshMyMissions(
  deps?: OfflineDeps,
  options: { full?: boolean } = {},
): Promise<RefreshOutcome> {
  const run = missionsChain.then(() => syncMissions(deps, options.full ?? false));
  missionsChain = run.catch(() => undefined);
  return run;
}

async function syncMissions(deps: OfflineDeps | undefined, full: boolean): Promise<RefreshOutcome> {
  const resolved = resolveDeps(deps);
  const { db } = resolved;
  for (let attempt = 0; ; attempt += 1) {
    const session = await db.session.get('current');
    if (!session?.token) return { status: 'no-session' };
    const meta = await db.syncMeta.get('missions');
    let since = !full && meta?.owner_id === session.userId ? meta.cursor : undefined;

    let answer = await callApi(resolved, session.token, 'syncMissions', undefined, { since });
    if (since !== undefined && answer.kind === 'http' && answer.status === 422) {
      // Malformed, another account's or unknown to this database: start again from scratch.
      since = undefined;
      answer = await callApi(resolved, session.token, 'syncMissions');
    }
    if (answer.kind === 'network') return { status: 'offline' };
    if (answer.status === 404) return refreshList('missions', deps);
    if (answer.status === 401) {
      await markAuthRequired(db, session.userId);
      return { status: 'auth-required' };
    }
    if (answer.status >= 500) return { status: 'offline' };
    if (answer.status < 200 || answer.status >= 300 || !isMissionDelta(answer.body)) {
      return { status: 'error', httpStatus: answer.status, detail: detailOf(answer.body) };
    }

    const stored = await storeMissionDelta(db, session, answer.body, since, resolved.now());
    if (stored === 'stale' && attempt === 0) continue;
    if (stored === 'no-session') return { status: 'no-session' };
    return { status: 'ok', count: answer.body.changed.length + answer.body.removed.length };
  }
}

function isMissionDelta(body: unknown): body is SyncMissionsResponse {
  if (!body || typeof body !== 'object') return false;
  const delta = body as Partial<SyncMissionsResponse>;
  return (
    typeof delta.cursor === 'string' && Array.isArray(delta.changed) && Array.isArray(delta.removed)
  );
}

/**
 * Merges one answer of `GET /sync/missions` into the device copy, in one transaction with its
 * cursor. `since` is the cursor the request carried (undefined: a full sync, which replaces the
 * set). A mission with a pending tap is never dropped, and a served copy of it gets the taps
 * re-applied on top (`storeServedMission`). `stale` (nothing stored) when another refresh moved
 * the cursor meanwhile; `no-session` when someone else signed in while the answer travelled.
 */
export async function storeMissionDelta(
  db: OfflineDb,
  asked: SessionRecord,
  delta: SyncMissionsResponse,
  since: string | undefined,
  now: number,
): Promise<'ok' | 'stale' | 'no-session'> {
  const ownerId = asked.userId;
  return db.transaction('rw', [db.session, db.missions, db.outbox, db.syncMeta], async () => {
    const current = await db.session.get('current');
    if (current?.userId !== ownerId) return 'no-session';
    const meta = await db.syncMeta.get('missions');
    const storedCursor = meta?.owner_id === ownerId ? meta.cursor : undefined;
    if (since !== undefined && storedCursor !== since) return 'stale';

    const pendingIds = new Set((await pendingActionsOf(db, ownerId)).map((a) => a.prestation_id));
    const served = new Set(delta.changed.map((m) => m.id));
    const mine = db.missions.where('owner_id').equals(ownerId);
    if (since === undefined) {
      // A full sync replaces the set: what it does not serve leaves, unless a tap on it waits.
      await mine.filter((m) => !served.has(m.id) && !pendingIds.has(m.id)).delete();
    } else {
      const removed = new Set(delta.removed.filter((id) => !pendingIds.has(id)));
      await mine.filter((m) => removed.has(m.id)).delete();
    }
    for (const mission of delta.changed) {
      await storeServedMission(db, ownerId, mission, current.role);
    }
    // Older history leaves the device (it is read from the server on demand).
    await db.missions
      .where('owner_id')
      .equals(ownerId)
      .filter((m) => !pendingIds.has(m.id) && !keptOnDevice(m, now))
      .delete();
    await db.syncMeta.put({
      collection: 'missions',
      owner_id: ownerId,
      synced_at: new Date(now).toISOString(),
      cursor: delta.cursor,
    });
    return 'ok';
  });
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
