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
import { signal } from '../missions/service.ts';
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
 * Applies an offline outbox batch in order, each action exactly as its single endpoint would
 * (same function, same idempotency store keyed by client_action_id), one transaction per
 * action: a refused action is reported and the next one still runs.
 */
async function applyBatch(
  app: FastifyInstance,
  user: UserRow,
  actions: SyncAction[],
): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const action of actions) {
    results.push(await applyOne(app, user, action));
  }
  return results;
}

async function applyOne(app: FastifyInstance, user: UserRow, action: SyncAction) {
  const id = action.client_action_id;
  try {
    const { statusCode, body } = await signal(app, user, {
      missionId: action.prestation_id,
      kind: action.kind,
      at: action.at,
      key: id,
      position: action.position,
    });
    if (statusCode === 200) {
      return { client_action_id: id, status: statusCode, prestation: body as Prestation };
    }
    return { client_action_id: id, status: statusCode, detail: detailOf(body) };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { client_action_id: id, status: error.statusCode, detail: error.detail };
  }
}

function detailOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const { detail } = body as { detail: unknown };
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}
