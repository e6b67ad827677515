import type { FastifyInstance } from 'fastify';
import type { Prestation } from '../../../contract/missions.ts';
import type { SyncAction, SyncBody, SyncResponse, SyncResult } from '../../../contract/sync.ts';
import {
  SYNC_PROTOCOL_DEFAULT,
  SYNC_PROTOCOL_MISMATCH_STATUS,
  SYNC_PROTOCOL_VERSION,
  isSupportedSyncProtocol,
} from '../../../contract/sync-protocol.ts';
import { HttpError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { runEffects, type AfterCommit } from '../../plugins/effects.ts';
import { signalIn } from '../missions/service.ts';
import type { UserRow } from '../users/repo.ts';

export const syncFr = {
  unsupportedProtocol: (version: number) =>
    `Version du protocole de synchronisation non prise en charge (${version}). Mettez l'application à jour.`,
} as const;

/**
 * `POST /sync/actions`: checks the protocol version the client speaks (absent: 1), then applies
 * the batch. A version this server does not support is refused as a whole with a 409 and a
 * French detail before anything is read or written: the client keeps its queue and asks for an
 * app update.
 */
export async function syncActions(
  app: FastifyInstance,
  user: UserRow,
  body: SyncBody,
): Promise<SyncResponse> {
  if (!isSupportedSyncProtocol(body.protocol)) {
    throw new HttpError(
      SYNC_PROTOCOL_MISMATCH_STATUS,
      syncFr.unsupportedProtocol(body.protocol ?? SYNC_PROTOCOL_DEFAULT),
    );
  }
  return { protocol: SYNC_PROTOCOL_VERSION, results: await applyBatch(app, user, body.actions) };
}

/**
 * Taps of one batch applied per transaction. One transaction per tap cost a BEGIN, a COMMIT and
 * a turn of the write queue each (issue 30: 100 queued taps took 651 ms); one transaction for a
 * whole batch of 100 would hold the embedded database for all of it, every read of the morning
 * waiting behind. Twenty-five is a few tens of milliseconds of holding at most.
 */
export const SYNC_TAPS_PER_TRANSACTION = 25;

/**
 * Applies an offline outbox batch in order, each action exactly as its single endpoint would
 * (same function, same idempotency store keyed by client_action_id), several actions in one
 * transaction, each in its own savepoint: a refused action keeps nothing but its recorded
 * answer, is reported, and the next one still runs. Each action's effects (cached answers
 * dropped, notifications sent) run once its transaction has committed. An unexpected error
 * rolls back the actions of its transaction and fails the request; the phone sends them again
 * and those already committed answer from the idempotency store.
 */
async function applyBatch(
  app: FastifyInstance,
  user: UserRow,
  actions: SyncAction[],
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (let from = 0; from < actions.length; from += SYNC_TAPS_PER_TRANSACTION) {
    const chunk = actions.slice(from, from + SYNC_TAPS_PER_TRANSACTION);
    const applied = await app.db.transaction(async (tx) => {
      const done: { result: SyncResult; effects: AfterCommit | undefined }[] = [];
      for (const action of chunk) done.push(await applyOne(app, tx, user, action));
      return done;
    });
    for (const { result, effects } of applied) {
      runEffects(app, effects);
      results.push(result);
    }
  }
  return results;
}

async function applyOne(
  app: FastifyInstance,
  tx: Db,
  user: UserRow,
  action: SyncAction,
): Promise<{ result: SyncResult; effects: AfterCommit | undefined }> {
  const id = action.client_action_id;
  try {
    const { answer, effects } = await signalIn(app, tx, user, {
      missionId: action.prestation_id,
      kind: action.kind,
      at: action.at,
      key: id,
      position: action.position,
    });
    const { statusCode, body } = answer;
    if (statusCode === 200) {
      return {
        result: { client_action_id: id, status: statusCode, prestation: body as Prestation },
        effects,
      };
    }
    return {
      result: { client_action_id: id, status: statusCode, detail: detailOf(body) },
      effects,
    };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      result: { client_action_id: id, status: error.statusCode, detail: error.detail },
      effects: undefined,
    };
  }
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}
