import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { configureOffline } from './api.ts';
import type { OfflineDb } from './db.ts';
import { earlyRead, forgetEarlyRead, startEarlyRead } from './early-read.ts';
import { makeMission, setupOffline } from './fake-server.test-support.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  forgetEarlyRead('missions');
  for (const db of opened.splice(0)) db.close();
});

async function deviceOf(owner: string) {
  const { db, signIn } = setupOffline();
  opened.push(db);
  configureOffline({ db });
  await signIn(owner);
  const stored = (id: string, dateStart: string) => ({
    ...makeMission({ id, dateStart }),
    owner_id: owner,
    pending_sync: false,
  });
  await db.missions.bulkPut([
    stored('later', '2025-03-12T07:00:00.000Z'),
    stored('sooner', '2025-03-11T07:00:00.000Z'),
  ]);
  await db.syncMeta.put({
    collection: 'missions',
    owner_id: owner,
    synced_at: '2025-03-10T07:00:00.000Z',
  });
  return db;
}

describe('startEarlyRead (the cold open)', () => {
  it("reads the signed-in user's stored rows in the screen's order, with their last refresh", async () => {
    const db = await deviceOf('nurse-1');
    expect(earlyRead('missions', db)).toBeUndefined();
    await startEarlyRead('missions', 'nurse-1');
    const read = earlyRead('missions', db);
    expect(read?.owner).toBe('nurse-1');
    expect(read?.rows?.map((m) => m.id)).toEqual(['sooner', 'later']);
    expect(read?.meta?.synced_at).toBe('2025-03-10T07:00:00.000Z');
    // Once a screen has read the device live, a later one reads it afresh.
    forgetEarlyRead('missions');
    expect(earlyRead('missions', db)).toBeUndefined();
  });

  it("never gives another person's rows", async () => {
    const db = await deviceOf('nurse-1');
    await startEarlyRead('missions', 'nurse-2');
    expect(earlyRead('missions', db)).toEqual({
      owner: 'nurse-1',
      rows: undefined,
      meta: undefined,
    });
  });

  it('is not used for another database', async () => {
    await deviceOf('nurse-1');
    await startEarlyRead('missions', 'nurse-1');
    const { db: other } = setupOffline();
    opened.push(other);
    expect(earlyRead('missions', other)).toBeUndefined();
  });
});
