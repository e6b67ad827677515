import { describe, expect, it } from 'vitest';
import { BUSY_TURN_MS, yieldTurns } from './turns.ts';

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
