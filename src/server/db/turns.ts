/**
 * Write transactions and the rest of the event loop: on the embedded database they take turns
 * with it ({@link takeTurns}); on PostgreSQL at most two run at once per instance
 * ({@link limitWrites}).
 */
import type { Db } from './client.ts';

/**
 * PGlite runs each query synchronously on the event loop, and a transaction's queries follow
 * one another in microtasks: writes queued behind each other (the morning's taps) would run
 * back to back without a turn of the loop, and the requests waiting on sockets (a nurse's list,
 * answered from memory in a tenth of a millisecond) behind all of them. Here write transactions
 * take turns: at most one at a time, each started from a fresh turn of the loop (setImmediate),
 * so what arrived meanwhile is served between two of them. Nested transactions (savepoints)
 * go through `tx.transaction` and are not concerned.
 *
 * One turn is not a fair share when writers never pause: each reader is then answered once per
 * write, however short her reads. So a write waits more turns while the loop finds other work
 * in them (a turn that serves something takes longer than {@link BUSY_TURN_MS}), until the loop
 * has given the others {@link OTHERS_SHARE} times as long as the last write held it
 * ({@link yieldTurns}): writes keep at least two fifths of a busy loop, and run at once on an
 * idle one.
 */
export function takeTurns(db: Db): void {
  const transaction = db.transaction.bind(db);
  let last: Promise<unknown> = Promise.resolve();
  let owed = 0;
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    const turn = last
      .catch(() => {})
      .then(() => yieldTurns(owed))
      .then(async () => {
        const started = performance.now();
        try {
          return await transaction(...args);
        } finally {
          owed = Math.min((performance.now() - started) * OTHERS_SHARE, MAX_OWED_MS);
        }
      });
    last = turn;
    return turn;
  }) as typeof db.transaction;
}

/**
 * How long the loop serves the others before the next write, per ms the last write held it.
 * With four writers that never pause (`bench/shift-change.ts`, docs/benchmarks.md), the reads
 * of a shift change got 17–21 % of what `/health` gets at 1 (half the loop each), 25–27 % at
 * 1.5 for about 5 % fewer writes a second, 30–31 % at 2 for a fifth fewer.
 */
export const OTHERS_SHARE = 1.5;

/** A turn of the loop longer than this served something (an empty turn takes microseconds). */
export const BUSY_TURN_MS = 0.05;
/** What one write may make the next wait at most, whatever it took (ms). */
const MAX_OWED_MS = 20;

/**
 * Gives the event loop one turn, then more while each turn finds work to do, until `ms` have
 * passed since the first: what waits on sockets is served before the next write.
 */
export async function yieldTurns(ms: number): Promise<void> {
  const from = performance.now();
  for (;;) {
    const turn = performance.now();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const now = performance.now();
    if (now - from >= ms || now - turn < BUSY_TURN_MS) return;
  }
}

/**
 * On PostgreSQL each transaction has its own connection and backend, so writes need not wait
 * for each other; but every one in flight costs the event loop its round trips and its answer,
 * and four writers that never pause kept four at once, leaving the reads of a shift change a
 * quarter of what `/health` gets. Here at most {@link POSTGRES_WRITE_SLOTS} write transactions
 * run at once per instance, the others queued in arrival order, and each starts from a fresh
 * turn of the loop (`setImmediate`), so what arrived meanwhile is served first. Nested
 * transactions (savepoints) go through `tx.transaction` and are not concerned.
 */
export function limitWrites(db: Db, slots = POSTGRES_WRITE_SLOTS): void {
  const transaction = db.transaction.bind(db);
  let running = 0;
  const queued: (() => void)[] = [];
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    if (running >= slots) await new Promise<void>((resolve) => queued.push(resolve));
    else running += 1;
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await transaction(...args);
    } finally {
      // The slot passes to the next in line, if any; otherwise it is free.
      const next = queued.shift();
      if (next) next();
      else running -= 1;
    }
  }) as typeof db.transaction;
}

/**
 * Write transactions in flight at once per instance on PostgreSQL. With four writers that never
 * pause (`bench/shift-change.ts`, docs/benchmarks.md), two raised the reads from 22–32 % of
 * `/health` (median 26) to 28–43 % (median 33) for about a fifth fewer writes; one gave 50 % but
 * halved the writes.
 */
export const POSTGRES_WRITE_SLOTS = 2;
