import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { BUSY_TURN_MS, POSTGRES_TURNS, takeTurns, yieldTurns } from './turns.ts';

/** Work that keeps the loop busy: `turns` callbacks of `ms` each, one per turn of the loop. */
function busyTurns(turns: number, ms: number): { ran: () => number } {
  let ran = 0;
  const next = () => {
    if (ran >= turns) return;
    ran += 1;
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // a request being served
    }
    setImmediate(next);
  };
  setImmediate(next);
  return { ran: () => ran };
}

describe('yieldTurns (a write waiting its turn on the embedded database)', () => {
  it('lets the write go after one turn of an idle loop, whatever the last write held it', async () => {
    // On an idle loop it must not wait the minute it is owed (the test would time out).
    await yieldTurns(60_000);
  });

  it('while the loop keeps finding work, waits more turns: the others get their share', async () => {
    const others = busyTurns(1_000, BUSY_TURN_MS * 4);
    await yieldTurns(5);
    const served = others.ran();
    // One turn only would have served one callback; the loop gave them about 5 ms.
    expect(served).toBeGreaterThan(1);
    expect(served).toBeLessThan(1_000);
  });
});

describe('takeTurns with two slots (write transactions on PostgreSQL)', () => {
  /** A database whose transactions last until released, counting those in flight. */
  function heldTransactions() {
    let inFlight = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const db = {
      transaction: async (work: (tx: unknown) => Promise<unknown>) => {
        inFlight += 1;
        try {
          await new Promise<void>((resolve) => releases.push(resolve));
          return await work({});
        } finally {
          inFlight -= 1;
        }
      },
    };
    const write = (n: number) =>
      db.transaction(async () => {
        started.push(n);
        if (n === 2) throw new Error('refused');
        return n;
      });
    return { db, write, started, releases, inFlight: () => inFlight };
  }
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it('runs at most two at once, the others in arrival order, and a failed one frees its slot', async () => {
    const held = heldTransactions();
    expect(POSTGRES_TURNS.slots).toBe(2);
    takeTurns(held.db as unknown as Db, POSTGRES_TURNS);
    const writes = [1, 2, 3, 4, 5].map((n) => held.write(n));
    const settled = Promise.allSettled(writes);
    for (let released = 0; released < 5; released += 1) {
      await turn();
      await turn();
      expect(held.inFlight()).toBe(Math.min(2, 5 - released));
      held.releases.shift()?.();
    }
    const outcomes = await settled;
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'refused'))).toEqual([
      1,
      'refused',
      3,
      4,
      5,
    ]);
    expect(held.started).toEqual([1, 2, 3, 4, 5]);
  });
});
