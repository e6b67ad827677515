import type { SyncAction, SyncBody, SyncResult } from '../../contract/sync.ts';
import {
  MAX_SYNC_ACTIONS,
  SYNC_PROTOCOL_MISMATCH_STATUS,
  SYNC_PROTOCOL_VERSION,
} from '../../contract/sync-protocol.ts';
import { callApi, detailOf, resolveDeps, type OfflineDeps, type ResolvedDeps } from './api.ts';
import type { MetaRecord, OfflineDb, OutboxAction } from './db.ts';
import { withExclusiveLock } from './exclusive-lock.ts';
import { fr } from './fr.ts';
import { awaitsPosition, pendingActionsOf, storeServedMission } from './outbox.ts';
import { markAuthRequired, refreshMyMissions } from './refresh.ts';

/**
 * How a replay ended (the invariant ids are those of `README.md`).
 * - `idle`: nothing to send; `synced`: everything sent got a definite answer;
 * - `retry-later`: no answer, a 5xx or another whole-request refusal, or some actions without
 *   a definite answer; actions kept, retry at `retryAt` (O8);
 * - `waiting`: an earlier failure's back-off is not over (only when not forced);
 * - `auth-required`: the token was refused; the queue waits for `setOfflineSession` (O9);
 * - `update-required`: the server does not speak this app's sync protocol; the queue waits for
 *   an app update (or the next `setOfflineSession`) (O10);
 * - `no-session`: nobody is signed in on this device;
 * - `locating`: everything that could leave was answered, but taps whose position is still
 *   being read wait for it (O11); replay again at `retryAt`, when their wait is over at the
 *   latest (the page also replays as soon as a position is written).
 */
export interface ReplayOutcome {
  status:
    | 'idle'
    | 'synced'
    | 'retry-later'
    | 'waiting'
    | 'auth-required'
    | 'update-required'
    | 'no-session'
    | 'locating';
  /** Actions the server applied (and that left the outbox) during this replay. */
  confirmed: number;
  /** Actions marked rejected during this replay, dependents included. */
  rejected: number;
  /** When the next attempt is due (epoch ms), for `retry-later`, `waiting` and `locating`. */
  retryAt?: number;
}

export interface ReplayOptions {
  /**
   * Ignore the back-off of earlier failures: a new reason to believe the server is reachable
   * (`online` event, socket reconnect, a new tap, app start, Background Sync). The timer does not
   * force.
   */
  force?: boolean;
}

/** The Background Sync tag on which the service worker replays the outbox. */
export const BACKGROUND_SYNC_TAG = 'releve-outbox';

/** Actions per request: 100, within the server's `MAX_SYNC_ACTIONS`, to keep requests short. */
export const REPLAY_BATCH_SIZE = Math.min(100, MAX_SYNC_ACTIONS);

const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Delay before the next attempt after `failures` consecutive failures: 5 s, 10 s, 20 s… 5 min. */
export function backoffDelay(failures: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
}

interface Runner {
  current: Promise<ReplayOutcome> | null;
  again: boolean;
  force: boolean;
}
const runners = new WeakMap<OfflineDb, Runner>();

/**
 * Sends the outbox of the signed-in user to `POST /api/sync/actions` and settles each action.
 * Runs in the pages and in the service worker (Background Sync); safe to call at any time and
 * as often as wanted.
 *
 * Invariants (ids and proving tests in `README.md`):
 * - O2: an action leaves the outbox only after a 2xx result for it. A crash or a lost answer
 *   means it is sent again: the server is idempotent by `client_action_id`.
 * - O3: actions leave in tap order (`created_seq`), at most one action per mission per
 *   request, so a tap is never sent before the server answered the previous tap on the mission.
 * - O5: one replay at a time per database (Web Lock `releve-outbox:<database name>` across
 *   pages and worker); a call made during a replay joins it and makes it run one more pass, so
 *   that a tap queued meanwhile is not left.
 * - O6: only the signed-in user's actions are sent, with their own token; answers arriving after
 *   someone else signed in are dropped.
 * - O7: a per-action result that is neither 2xx nor transient (401/408/429/5xx), e.g. 403, 404,
 *   409, 422: the action is kept as `rejected` with the server's French reason until
 *   dismissed; the later pending taps on that mission are rejected locally, not sent; the
 *   missions are then refreshed from the server.
 * - O8: no answer, a 5xx or any other whole-request refusal (except 401 and 409), a 2xx without
 *   results, or a transient per-action result: kept, `attempts` + 1, back-off 5 s → 5 min.
 * - O9: a whole-request 401: replay pauses (`auth_required`), queue intact, until the next
 *   sign-in.
 * - O10: a whole-request 409 (protocol version refused): replay pauses (`update_required`),
 *   queue intact, until the app speaks another protocol version or the next sign-in.
 * - O11: an action whose position is still being read (`position_due_by` not passed) is held
 *   with the later taps on its mission, until the position is written or its wait is over; it
 *   then leaves with its position, or without. Its `at` stays the tap's.
 */
export function replayOutbox(
  deps?: OfflineDeps,
  options: ReplayOptions = {},
): Promise<ReplayOutcome> {
  const resolved = resolveDeps(deps);
  let runner = runners.get(resolved.db);
  if (!runner) {
    runner = { current: null, again: false, force: false };
    runners.set(resolved.db, runner);
  }
  runner.force ||= options.force ?? false;
  if (runner.current) {
    runner.again = true;
    return runner.current;
  }
  const own = runner;
  const run = async (): Promise<ReplayOutcome> => {
    let total: ReplayOutcome = { status: 'idle', confirmed: 0, rejected: 0 };
    do {
      own.again = false;
      const force = own.force;
      own.force = false;
      const pass = await withExclusiveLock(`releve-outbox:${resolved.db.name}`, () =>
        replayOnce(resolved, force),
      );
      total = {
        ...pass,
        confirmed: total.confirmed + pass.confirmed,
        rejected: total.rejected + pass.rejected,
      };
    } while (own.again);
    return total;
  };
  own.current = run().finally(() => {
    own.current = null;
  });
  return own.current;
}

/**
 * The next batch: the oldest pending action of each mission, in tap order, except a mission
 * whose oldest action still waits for its position (O11): it stays, with its later taps, and
 * `locatingUntil` says when its wait is over at the latest.
 */
function nextBatch(
  pending: readonly OutboxAction[],
  now: number,
): { batch: OutboxAction[]; locatingUntil: number | undefined } {
  const seen = new Set<string>();
  const batch: OutboxAction[] = [];
  let locatingUntil: number | undefined;
  for (const action of pending) {
    if (seen.has(action.prestation_id)) continue;
    seen.add(action.prestation_id);
    if (awaitsPosition(action, now)) {
      const due = action.position_due_by ?? now;
      locatingUntil = locatingUntil === undefined ? due : Math.min(locatingUntil, due);
      continue;
    }
    batch.push(action);
    if (batch.length === REPLAY_BATCH_SIZE) break;
  }
  return { batch, locatingUntil };
}

function toSyncAction(action: OutboxAction): SyncAction {
  return {
    client_action_id: action.client_action_id,
    prestation_id: action.prestation_id,
    kind: action.kind,
    at: action.at,
    // Only when one was read: an action without it is exactly what an older app sent.
    ...(action.position === undefined ? {} : { position: action.position }),
  };
}

function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429 || status === 401;
}

async function replayOnce(deps: ResolvedDeps, force: boolean): Promise<ReplayOutcome> {
  const { db } = deps;
  let confirmed = 0;
  let rejected = 0;
  let needsRefresh = false;
  const outcome = (status: ReplayOutcome['status'], retryAt?: number): ReplayOutcome => ({
    status,
    confirmed,
    rejected,
    ...(retryAt === undefined ? {} : { retryAt }),
  });

  const session = await db.session.get('current');
  if (!session) return outcome('no-session');
  const userId = session.userId;
  let locatingUntil: number | undefined;

  for (;;) {
    locatingUntil = undefined;
    const [pending, authRequired, updateRequired, backoff] = await db.transaction(
      'r',
      [db.outbox, db.meta],
      () =>
        Promise.all([
          pendingActionsOf(db, userId),
          db.meta.get('auth_required'),
          db.meta.get('update_required'),
          db.meta.get('backoff'),
        ]),
    );
    if (pending.length === 0) break;
    if (!session.token || authRequired?.user_id === userId) return outcome('auth-required');
    if (isUpdateRequired(updateRequired)) return outcome('update-required');
    if (!force && backoff?.next_at !== undefined && backoff.next_at > deps.now()) {
      return outcome('waiting', backoff.next_at);
    }

    const next = nextBatch(pending, deps.now());
    locatingUntil = next.locatingUntil;
    const batch = next.batch;
    if (batch.length === 0) break;
    const body: SyncBody = { protocol: SYNC_PROTOCOL_VERSION, actions: batch.map(toSyncAction) };
    const answer = await callApi(deps, session.token, 'syncActions', body);

    if (answer.kind === 'http' && answer.status === 401) {
      await markAuthRequired(db, userId);
      return outcome('auth-required');
    }
    if (answer.kind === 'http' && answer.status === SYNC_PROTOCOL_MISMATCH_STATUS) {
      // Not a refusal of the taps: they wait, untouched, for an app that speaks the server's
      // protocol. No attempt is counted and no back-off applies: the pause holds instead.
      const detail = detailOf(answer.body);
      await db.meta.put({
        key: 'update_required',
        protocol: SYNC_PROTOCOL_VERSION,
        ...(detail === undefined ? {} : { detail }),
      });
      return outcome('update-required');
    }
    const results = answer.kind === 'http' ? resultsOf(answer.status, answer.body) : null;
    if (!results) return outcome('retry-later', await recordFailure(deps, batch));

    const settled = await db.transaction(
      'rw',
      [db.session, db.missions, db.outbox, db.meta],
      async () => {
        const current = await db.session.get('current');
        // Someone else signed in meanwhile: their data must not receive this user's missions.
        if (current?.userId !== userId) return null;
        const unanswered: OutboxAction[] = [];
        // The user's pending actions, read once and kept up to date here: reading them again
        // for each answer made settling a batch quadratic in its size.
        let pending = await pendingActionsOf(db, userId);
        for (const action of batch) {
          const result = results.get(action.client_action_id);
          if (!result || isTransient(result.status)) {
            unanswered.push(action);
          } else if (result.status >= 200 && result.status < 300) {
            await db.outbox.delete(action.client_action_id);
            pending = pending.filter((a) => a.client_action_id !== action.client_action_id);
            confirmed += 1;
            if (result.prestation) {
              const missionId = result.prestation.id;
              await storeServedMission(
                db,
                userId,
                result.prestation,
                current.role,
                pending.filter((a) => a.prestation_id === missionId),
              );
            } else {
              await refreshPendingFlag(db, userId, action.prestation_id);
            }
          } else {
            rejected += await reject(db, action, result.detail ?? fr.rejectedWithoutDetail);
            pending = await pendingActionsOf(db, userId);
            needsRefresh = true;
          }
        }
        return unanswered;
      },
    );
    if (settled === null) return outcome('no-session');
    if (settled.length > 0) {
      if (needsRefresh) await refreshMyMissions(deps, { full: true });
      return outcome('retry-later', await recordFailure(deps, settled));
    }
    await db.meta.bulkDelete(['backoff', 'update_required']);
  }

  if (needsRefresh) await refreshMyMissions(deps, { full: true });
  if (locatingUntil !== undefined) return outcome('locating', locatingUntil);
  return outcome(confirmed + rejected > 0 ? 'synced' : 'idle');
}

/**
 * Whether a protocol refusal pauses this code: only one recorded for the protocol version it
 * speaks. An updated app (another version) tries again at once.
 */
export function isUpdateRequired(record: MetaRecord | undefined): boolean {
  return record?.protocol === SYNC_PROTOCOL_VERSION;
}

/** The per-action results of a 2xx answer, or null when the batch as a whole failed. */
function resultsOf(status: number, body: unknown): Map<string, SyncResult> | null {
  if (status < 200 || status >= 300) return null;
  if (!body || typeof body !== 'object' || !('results' in body)) return null;
  const { results } = body as { results: unknown };
  if (!Array.isArray(results)) return null;
  return new Map((results as SyncResult[]).map((r) => [r.client_action_id, r]));
}

/** Keeps the actions, counts the attempt and pushes the next try back. Returns when it is due. */
async function recordFailure(deps: ResolvedDeps, actions: OutboxAction[]): Promise<number> {
  const { db } = deps;
  return db.transaction('rw', [db.outbox, db.meta], async () => {
    for (const action of actions) {
      await db.outbox.update(action.client_action_id, { attempts: action.attempts + 1 });
    }
    const previous = await db.meta.get('backoff');
    const failures = (previous?.failures ?? 0) + 1;
    const nextAt = deps.now() + backoffDelay(failures);
    await db.meta.put({ key: 'backoff', failures, next_at: nextAt });
    return nextAt;
  });
}

/**
 * Marks a refused action, and every later pending tap on the same mission (they assumed it
 * succeeded), as rejected. Returns how many actions were marked.
 */
async function reject(db: OfflineDb, action: OutboxAction, detail: string): Promise<number> {
  await db.outbox.update(action.client_action_id, { status: 'rejected', detail });
  const later = (await pendingActionsOf(db, action.user_id, action.prestation_id)).filter(
    (a) => a.created_seq > action.created_seq,
  );
  for (const dependent of later) {
    await db.outbox.update(dependent.client_action_id, {
      status: 'rejected',
      detail: fr.dependentRejected(action.kind),
    });
  }
  await refreshPendingFlag(db, action.user_id, action.prestation_id);
  return 1 + later.length;
}

async function refreshPendingFlag(db: OfflineDb, userId: string, missionId: string): Promise<void> {
  const mission = await db.missions.get(missionId);
  if (!mission || mission.owner_id !== userId) return;
  const pending = await pendingActionsOf(db, userId, missionId);
  await db.missions.put({ ...mission, pending_sync: pending.length > 0 });
}
