import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureOffline } from './api.ts';
import type { OfflineDb } from './db.ts';
import { makeMission, setupOffline, storeMissions } from './fake-server.test-support.ts';
import { FIRST_READ_WAIT_MS, startFirstRead, takeFirstRead } from './first-read.ts';
import { clearOfflineData } from './session.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  configureOffline({ db: undefined });
});

/** A device with nurse-1 signed in and two of her missions stored, soonest last on the server. */
async function deviceWithMissions() {
  const offline = setupOffline();
  opened.push(offline.db);
  configureOffline({ db: offline.db });
  await storeMissions(offline, [
    makeMission({ id: 'm-late', dateStart: '2025-03-12T06:00:00.000Z' }),
    makeMission({ id: 'm-soon', dateStart: '2025-03-11T06:00:00.000Z' }),
  ]);
  return offline;
}

describe('startFirstRead / takeFirstRead (her missions read before the screen asks)', () => {
  it('reads the owner, her missions by start and the last sync, and gives them once', async () => {
    await deviceWithMissions();
    await startFirstRead('missions');
    const first = takeFirstRead('missions', 'nurse-1');
    expect(first?.owner).toBe('nurse-1');
    expect(first?.rows.map((m) => m.id)).toEqual(['m-soon', 'm-late']);
    expect(first?.meta?.owner_id).toBe('nurse-1');
    // A later mount reads afresh through its live queries.
    expect(takeFirstRead('missions', 'nurse-1')).toBeUndefined();
  });

  it('answers the same read to a second start', async () => {
    await deviceWithMissions();
    const one = startFirstRead('missions');
    const two = startFirstRead('missions');
    expect(two).toBe(one);
    await two;
    expect(takeFirstRead('missions', 'nurse-1')?.rows).toHaveLength(2);
  });

  it('gives nothing to someone else, nor once she signed out of the device', async () => {
    const { deps } = await deviceWithMissions();
    await startFirstRead('missions');
    expect(takeFirstRead('missions', 'nurse-2')).toBeUndefined();
    await clearOfflineData(deps);
    await startFirstRead('missions');
    expect(takeFirstRead('missions', 'nurse-1')).toBeUndefined();
  });

  it('is given once: a screen mounted before the read is over reads afresh', async () => {
    await deviceWithMissions();
    const reading = startFirstRead('missions');
    expect(takeFirstRead('missions', 'nurse-1')).toBeUndefined();
    await reading;
    expect(takeFirstRead('missions', 'nurse-1')).toBeUndefined();
  });
});

describe('startFirstRead on a device that does not answer', () => {
  it('lets the screen open after FIRST_READ_WAIT_MS, with nothing to take', async () => {
    vi.useFakeTimers();
    try {
      const stuck = { session: { get: () => new Promise(() => {}) } } as unknown as OfflineDb;
      configureOffline({ db: stuck });
      let waited = false;
      void startFirstRead('payslips').then(() => (waited = true));
      await vi.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS - 1);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);
      expect(takeFirstRead('payslips', 'nurse-1')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
