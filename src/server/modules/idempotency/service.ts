import type { Db } from '../../db/client.ts';
import { unprocessable } from '../../errors.ts';
import { idempotencyFr } from './fr.ts';
import { findKey, insertKey, lockKey, type IdempotencyRow } from './repo.ts';

/** An HTTP answer as first given, replayed verbatim for the same key. */
export interface Answer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyKey {
  userId: string;
  key: string;
  /** What the key was used for (`accept:<mission id>`): reusing it for something else is a 422. */
  scope: string;
}

export interface IdempotentOutcome<T> {
  answer: Answer;
  /** What the work returned besides its answer (e.g. notifications to publish); absent on a replay. */
  effects: T | undefined;
  replayed: boolean;
}

/**
 * Runs `work` in a transaction and, when a key is given, records its answer in the same
 * transaction: either both the change and the record are committed, or neither. A key seen
 * before (also before a restart) returns its first answer and runs nothing. `work` returns
 * refusals as answers rather than throwing, so that they too are recorded.
 */
export async function runIdempotent<T>(
  db: Db,
  key: IdempotencyKey | undefined,
  now: Date,
  work: (tx: Db) => Promise<{ answer: Answer; effects: T }>,
): Promise<IdempotentOutcome<T>> {
  return db.transaction((tx) => runIdempotentIn(tx, key, now, work));
}

/**
 * {@link runIdempotent} inside the caller's transaction `tx` (no transaction of its own): the
 * key's lock is held, and its record committed or rolled back, with that transaction. A batch
 * of taps runs each of them so, one after the other, in one transaction.
 */
export async function runIdempotentIn<T>(
  tx: Db,
  key: IdempotencyKey | undefined,
  now: Date,
  work: (tx: Db) => Promise<{ answer: Answer; effects: T }>,
): Promise<IdempotentOutcome<T>> {
  if (key) {
    await lockKey(tx, key.userId, key.key);
    const seen = await findKey(tx, key.userId, key.key);
    if (seen) return { answer: firstAnswer(seen, key), effects: undefined, replayed: true };
  }
  const { answer, effects } = await work(tx);
  if (key) await recordAnswer(tx, key, answer, now);
  return { answer, effects, replayed: false };
}

/** The first answer recorded for `key`; a key reused for something else is a 422. */
export function firstAnswer(seen: IdempotencyRow, key: IdempotencyKey): Answer {
  if (seen.scope !== key.scope) throw unprocessable(idempotencyFr.keyReused);
  return { statusCode: seen.statusCode, body: seen.response };
}

/** Records the first answer for `key`, inside the transaction holding its lock. */
export async function recordAnswer(
  tx: Db,
  key: IdempotencyKey,
  answer: Answer,
  now: Date,
): Promise<void> {
  const recorded = await insertKey(tx, {
    userId: key.userId,
    key: key.key,
    scope: key.scope,
    statusCode: answer.statusCode,
    response: answer.body,
    createdAt: now,
  });
  // Cannot happen while the advisory lock is held; refuse rather than apply twice.
  if (!recorded) throw new Error('idempotency key recorded concurrently');
}

/** The key of a call: the header and `client_action_id` are the same thing; both given must agree. */
export function keyOf(header: string | undefined, clientActionId: string | undefined) {
  if (header !== undefined && clientActionId !== undefined && header !== clientActionId) {
    throw unprocessable(idempotencyFr.keysDiffer);
  }
  return header ?? clientActionId;
}
