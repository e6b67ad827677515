import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MissionBrief } from '../../contract/after-mission.ts';
import { briefWorthFetching, pruneBriefs, readBrief, storeBrief } from './briefs.ts';
import { OfflineDb } from './db.ts';

const opened: OfflineDb[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

const START = Date.parse('2026-03-10T19:00:00.000Z');
const END = Date.parse('2026-03-11T03:00:00.000Z');
const served: MissionBrief = {
  prestation_id: 'm1',
  general: 'Accueil bâtiment B.',
  brief: 'Classeur rouge.',
  brief_private: 'Digicode 4812B',
  private_from: new Date(START - 24 * 3_600_000).toISOString(),
  private_until: new Date(END).toISOString(),
};

function deps(now: number) {
  const db = new OfflineDb(`briefs-${crypto.randomUUID()}`);
  opened.push(db);
  return { db, now: () => now };
}

describe('the brief kept on the phone', () => {
  it('keeps the private part inside its window, and drops it on the device once it has passed', async () => {
    const d = deps(START - 3_600_000);
    await storeBrief(served, 'nurse-1', d);
    expect((await d.db.briefs.get('m1'))?.brief_private).toBe('Digicode 4812B');
    expect((await readBrief('m1', 'nurse-1', d))?.brief_private).toBe('Digicode 4812B');
    // Another user on the device reads nothing.
    expect(await readBrief('m1', 'nurse-2', d)).toBeUndefined();
    const after = { ...d, now: () => END + 1 };
    const read = await readBrief('m1', 'nurse-1', after);
    expect(read?.brief_private).toBeNull();
    expect(read?.brief).toBe('Classeur rouge.');
    expect((await d.db.briefs.get('m1'))?.brief_private).toBeNull();
  });

  it('never stores the private part before its window opens', async () => {
    const d = deps(START - 30 * 3_600_000);
    await storeBrief(served, 'nurse-1', d);
    expect((await d.db.briefs.get('m1'))?.brief_private).toBeNull();
  });

  it('prunes private parts past their window and briefs a week over', async () => {
    const d = deps(START);
    await storeBrief(served, 'nurse-1', d);
    await pruneBriefs('nurse-1', { ...d, now: () => END + 1 });
    expect((await d.db.briefs.get('m1'))?.brief_private).toBeNull();
    await pruneBriefs('nurse-1', { ...d, now: () => END + 8 * 86_400_000 });
    expect(await d.db.briefs.get('m1')).toBeUndefined();
  });

  it('fetches only for her missions starting within 24 h or under way', () => {
    const mission = {
      status: 'accepted',
      dateStart: new Date(START).toISOString(),
      dateEnd: new Date(END).toISOString(),
    };
    expect(briefWorthFetching(mission, START - 23 * 3_600_000)).toBe(true);
    expect(briefWorthFetching(mission, START - 25 * 3_600_000)).toBe(false);
    expect(briefWorthFetching({ ...mission, status: 'completed' }, START)).toBe(false);
    expect(briefWorthFetching({ ...mission, status: 'in_progress' }, END + 1)).toBe(true);
  });
});
