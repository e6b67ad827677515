import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AUTO_VALIDATION_MS } from '../../../domain/missions/hours.ts';
import { unprocessable } from '../../errors.ts';
import { departedSince, missionChangesJson, snapshotBounds } from '../missions/repo.ts';
import type { UserRow } from '../users/repo.ts';

export const deltaFr = {
  badCursor:
    "Curseur de synchronisation invalide ou d'un autre compte : resynchronisez sans curseur.",
} as const;

/**
 * What a delta cursor holds: the oldest transaction still running when the previous answer was
 * read (every write by an older one was in that answer), the app's clock then (for the hours
 * that turned validated by time since), and a tag of the user it was given to.
 */
interface DeltaCursor {
  xid: number;
  at: number;
}

const VERSION = '1';

const tagOf = (userId: string) =>
  createHash('sha256').update(userId).digest('base64url').slice(0, 10);

export function encodeDeltaCursor(userId: string, cursor: DeltaCursor): string {
  return Buffer.from(`${VERSION}.${cursor.xid}.${cursor.at}.${tagOf(userId)}`).toString(
    'base64url',
  );
}

/** The cursor if it is well formed and was given to this user; undefined otherwise. */
export function decodeDeltaCursor(userId: string, text: string): DeltaCursor | undefined {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('.');
  if (parts.length !== 4) return undefined;
  const [version, xid, at, tag] = parts;
  if (version !== VERSION || tag !== tagOf(userId)) return undefined;
  if (!/^\d{1,18}$/.test(xid ?? '') || !/^\d{1,15}$/.test(at ?? '')) return undefined;
  return { xid: Number(xid), at: Number(at) };
}

/**
 * `GET /sync/missions?since=`, as the JSON text of a `SyncMissionsResponse` (the missions
 * assembled by the database): the caller's missions written since the cursor, those no longer
 * hers, and the next cursor. The cursor is the snapshot xmin read *before* the missions: every
 * transaction below it had ended, so its writes were in this answer; any write by a transaction
 * at or above it (still running, or later) is served by the next delta. Concurrent writers that
 * commit out of order are thus never missed; at worst a mission comes twice.
 */
export async function missionDelta(
  app: FastifyInstance,
  user: UserRow,
  since: string | undefined,
): Promise<string> {
  const previous = since === undefined ? undefined : decodeDeltaCursor(user.id, since);
  if (since !== undefined && previous === undefined) throw unprocessable(deltaFr.badCursor);
  const bounds = await snapshotBounds(app.db);
  const now = app.now();
  if (previous && (previous.xid > bounds.xmax || previous.at > now.getTime() + 60_000)) {
    // A cursor from the future: another database, or forged.
    throw unprocessable(deltaFr.badCursor);
  }
  const rows = await missionChangesJson(
    app.db,
    user.id,
    now,
    previous && {
      xid: previous.xid,
      autoFrom: new Date(previous.at - AUTO_VALIDATION_MS),
      autoTo: new Date(now.getTime() - AUTO_VALIDATION_MS),
    },
  );
  const removed = previous ? await departedSince(app.db, user.id, previous.xid) : [];
  const cursor = encodeDeltaCursor(user.id, { xid: bounds.xmin, at: now.getTime() });
  // The answer as JSON.stringify would write it, the missions assembled by the database.
  return `{"cursor":${JSON.stringify(cursor)},"changed":[${rows.rows}],"removed":${JSON.stringify(removed)}}`;
}
