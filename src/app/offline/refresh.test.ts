import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMission, setupOffline } from './fake-server.test-support.ts';
import type { OfflineDb } from './db.ts';
import { fr } from './fr.ts';
import { queueMissionAction } from './outbox.ts';
import { refreshCollection, refreshMyMissions } from './refresh.ts';
import { clearOfflineData, setOfflineSession } from './session.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function ready() {
  const setup = setupOffline();
  opened.push(setup.db);
  setup.server.addMission(makeMission({ id: 'm1' }));
  setup.server.addMission(makeMission({ id: 'm2', dateStart: '2025-03-09T08:00:00.000Z' }));
  await setup.signIn('nurse-1');
  return setup;
}

describe('refreshMyMissions', () => {
  it("stores the user's missions and the time of the refresh", async () => {
    const { db, deps, clock, server } = await ready();
    server.addMission(makeMission({ id: 'not-mine', assigned_to: 'nurse-2' }));
    expect(await refreshMyMissions(deps)).toEqual({ status: 'ok', count: 2 });
    expect((await db.missions.toArray()).map((m) => [m.id, m.owner_id, m.pending_sync])).toEqual([
      ['m1', 'nurse-1', false],
      ['m2', 'nurse-1', false],
    ]);
    expect(await db.syncMeta.get('missions')).toEqual({
      collection: 'missions',
      owner_id: 'nurse-1',
      synced_at: new Date(clock.now).toISOString(),
    });
  });

  it('re-applies pending taps on top of the server copy', async () => {
    const { db, deps, server } = await ready();
    await refreshMyMissions(deps);
    await queueMissionAction('m1', 'accept', deps);
    server.addMission({ ...server.missions.get('m1')!, assigned_name: 'Camille M.' });

    await refreshMyMissions(deps);
    expect(await db.missions.get('m1')).toMatchObject({
      status: 'accepted',
      assigned_name: 'Camille M.',
      pending_sync: true,
    });
  });

  it('keeps a newer copy over a list answer read before a replay was applied', async () => {
    const { db, deps, server } = await ready();
    await refreshMyMissions(deps);
    const before = server.missions.get('m1')!;
    // The replay's answer stored the mission as the server left it, later…
    await db.missions.update('m1', {
      status: 'in_progress',
      updated_at: new Date(Date.parse(before.updated_at) + 60_000).toISOString(),
    });
    // …and a list read before it arrives afterwards with the older state.
    await refreshMyMissions(deps);
    expect(await db.missions.get('m1')).toMatchObject({ status: 'in_progress' });
    // A newer served copy replaces it, as always.
    server.addMission({
      ...before,
      status: 'completed',
      updated_at: new Date(Date.parse(before.updated_at) + 120_000).toISOString(),
    });
    await refreshMyMissions(deps);
    expect(await db.missions.get('m1')).toMatchObject({ status: 'completed' });
  });

  it('drops missions no longer served, unless a tap on them still waits', async () => {
    const { db, deps, server } = await ready();
    await refreshMyMissions(deps);
    await queueMissionAction('m1', 'accept', deps);
    server.missions.clear();
    await refreshMyMissions(deps);
    expect((await db.missions.toArray()).map((m) => m.id)).toEqual(['m1']);
  });

  it('keeps the stored data when the server cannot be reached', async () => {
    const { db, deps, server, clock } = await ready();
    await refreshMyMissions(deps);
    const syncedAt = (await db.syncMeta.get('missions'))?.synced_at;
    clock.now += 3_600_000;
    server.mode = 'down';
    expect(await refreshMyMissions(deps)).toEqual({ status: 'offline' });
    server.mode = 'error-500';
    expect(await refreshMyMissions(deps)).toEqual({ status: 'offline' });
    expect(await db.missions.count()).toBe(2);
    expect((await db.syncMeta.get('missions'))?.synced_at).toBe(syncedAt);
    expect(fr.offlineSince(new Date(syncedAt!))).toBe(
      'Hors ligne — données du 10 mars 2025 à 08:30',
    );
  });

  it('flags « Session expirée » on 401 and needs a session to run', async () => {
    const { db, deps, server } = await ready();
    server.tokens.clear();
    expect(await refreshMyMissions(deps)).toEqual({ status: 'auth-required' });
    expect(await db.meta.get('auth_required')).toMatchObject({ user_id: 'nurse-1' });
    await clearOfflineData(deps);
    expect(await refreshMyMissions(deps)).toEqual({ status: 'no-session' });
  });

  it('reports other refusals as errors with the French detail', async () => {
    const { deps } = await ready();
    expect(await refreshCollection('schedules', deps)).toEqual({
      status: 'error',
      httpStatus: 404,
      detail: 'Ressource introuvable.',
    });
  });
});

describe('refreshCollection(open)', () => {
  const open = (id: string, dateStart: string) => ({
    ...makeMission({ id, status: 'open', assigned_to: null, assigned_name: null, dateStart }),
    estimated_pay: 213.75,
  });

  it('keeps the open missions on the device, replaced by each refresh', async () => {
    const { db, deps, server, clock } = await ready();
    server.openMissions = [
      open('o1', '2025-03-12T08:00:00.000Z'),
      open('o2', '2025-03-11T08:00:00.000Z'),
    ];
    expect(await refreshCollection('open', deps)).toEqual({ status: 'ok', count: 2 });
    expect(await db.openMissions.toArray()).toMatchObject([
      { id: 'o1', owner_id: 'nurse-1', estimated_pay: 213.75 },
      { id: 'o2', owner_id: 'nurse-1' },
    ]);
    expect(await db.syncMeta.get('open')).toMatchObject({
      owner_id: 'nurse-1',
      synced_at: new Date(clock.now).toISOString(),
    });

    // Claimed elsewhere: gone at the next refresh.
    server.openMissions = [open('o2', '2025-03-11T08:00:00.000Z')];
    await refreshCollection('open', deps);
    expect((await db.openMissions.toArray()).map((m) => m.id)).toEqual(['o2']);
  });

  it('keeps the last copy offline, and forgets it for the next person and at logout', async () => {
    const { db, deps, server } = await ready();
    server.openMissions = [open('o1', '2025-03-12T08:00:00.000Z')];
    await refreshCollection('open', deps);
    server.mode = 'down';
    expect(await refreshCollection('open', deps)).toEqual({ status: 'offline' });
    expect(await db.openMissions.count()).toBe(1);

    await setOfflineSession({ userId: 'nurse-2', token: 't2' }, deps);
    expect(await db.openMissions.count()).toBe(0);
    server.mode = 'up';
    server.tokens.set('t2', 'nurse-2');
    await refreshCollection('open', deps);
    expect(await db.openMissions.count()).toBe(1);
    await clearOfflineData(deps);
    expect(await db.openMissions.count()).toBe(0);
  });
});
