/**
 * Write transactions taking turns with the rest of the event loop (see {@link takeTurns}): on
 * the embedded database one at a time, on PostgreSQL at most two at once per instance.
 */
import type { Db } from './client.ts';

/** How many write transactions run at once, and how long the loop serves the others between. */
export interface Turns {
  slots: number;
  /** Per ms the last write held the loop, how long the others get before the next (0: one turn). */
  othersShare: number;
}

/**
 * How long the loop serves the others before the next write, per ms the last write held it.
 * With four writers that never pause (`bench/shift-change.ts`, docs/benchmarks.md), the reads
 * of a shift change got 17–21 % of what `/health` gets at 1 (half the loop each), 25–27 % at
 * 1.5 for about 5 % fewer writes a second, 30–31 % at 2 for a fifth fewer.
 */
export const OTHERS_SHARE = 1.5;

/** PGlite: one write at a time, the others served {@link OTHERS_SHARE} times as long between. */
export const PGLITE_TURNS: Turns = { slots: 1, othersShare: OTHERS_SHARE };

/**
 * PostgreSQL: each transaction has its own connection and backend, so writes need not wait for
 * each other; but every one in flight costs the event loop its round trips and its answer, and
 * four writers that never pause kept four at once, leaving the reads of a shift change a quarter
 * of what `/health` gets. With two at once (`bench/shift-change.ts`, docs/benchmarks.md) the
 * reads went from 22–32 % of `/health` (median 26) to 28–43 % (median 33) for about a fifth
 * fewer writes; one gave 50 % but halved the writes.
 */
export const POSTGRES_TURNS: Turns = { slots: 2, othersShare: 0 };

/**
 * PGlite runs each query synchronously on the event loop, and a transaction's queries follow
 * one another in microtasks: writes queued behind each other (the morning's taps) would run
 * back to back without a turn of the loop, and the requests waiting on sockets (a nurse's list,
 * answered from memory in a tenth of a millisecond) behind all of them. Here write transactions
 * take turns: at most `slots` at a time, the others queued in arrival order, each started from a
 * fresh turn of the loop (setImmediate), so what arrived meanwhile is served first. Nested
 * transactions (savepoints) go through `tx.transaction` and are not concerned.
 *
 * One turn is not a fair share when writers never pause: each reader is then answered once per
 * write, however short her reads. So a write waits more turns while the loop finds other work
 * in them (a turn that serves something takes longer than {@link BUSY_TURN_MS}), until the loop
 * has given the others `othersShare` times as long as the last write held it
 * ({@link yieldTurns}): on PGlite writes keep at least two fifths of a busy loop, and run at
 * once on an idle one. On PostgreSQL a transaction mostly waits on the database, so its wall
 * time says little of the loop's: there the others get one turn.
 */
export function takeTurns(db: Db, { slots, othersShare }: Turns): void {
  const transaction = db.transaction.bind(db);
  let running = 0;
  const queued: (() => void)[] = [];
  let owed = 0;
  db.transaction = (async (...args: Parameters<typeof transaction>) => {
    if (running >= slots) await new Promise<void>((resolve) => queued.push(resolve));
    else running += 1;
    try {
      await yieldTurns(owed);
      const started = performance.now();
      try {
        return await transaction(...args);
      } finally {
        owed = Math.min((performance.now() - started) * othersShare, MAX_OWED_MS);
      }
    } finally {
      // The slot passes to the next in line, if any; otherwise it is free.
      const next = queued.shift();
      if (next) next();
      else running -= 1;
    }
  }) as typeof db.transaction;
}

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
