import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../contract/missions.ts';
import type { SyncMissionsResponse } from '../../contract/sync.ts';
import { BASE_URL, makeMission, setupOffline } from './fake-server.test-support.ts';
import type { OfflineDb } from './db.ts';
import { KEPT_HISTORY_DAYS, keptOnDevice } from './mission-window.ts';
import { queueMissionAction } from './outbox.ts';
import { refreshMyMissions } from './refresh.ts';
import { clearOfflineData, setOfflineSession } from './session.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/**
 * `GET /api/sync/missions` on top of the offline fake server: every write bumps a version, a
 * cursor is `v<version>`, `removed` lists the ids that left the caller since the cursor.
 */
function withDeltaRoute(setup: ReturnType<typeof setupOffline>) {
  const { server } = setup;
  let version = 0;
  const writtenAt = new Map<string, number>();
  const leftAt = new Map<string, { userId: string; at: number }>();
  const requests: { url: string; body: string }[] = [];
  const write = (mission: Prestation) => {
    version += 1;
    const before = server.missions.get(mission.id);
    if (before && before.assigned_to && before.assigned_to !== mission.assigned_to) {
      leftAt.set(mission.id, { userId: before.assigned_to, at: version });
    }
    server.addMission(mission);
    writtenAt.set(mission.id, version);
  };
  const remove = (id: string) => {
    version += 1;
    const before = server.missions.get(id);
    if (before?.assigned_to) leftAt.set(id, { userId: before.assigned_to, at: version });
    server.missions.delete(id);
  };
  const baseFetch = server.fetch;
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = url.slice(BASE_URL.length);
    if (!path.startsWith('/api/sync/missions') || init.method !== 'GET') {
      return baseFetch(url, init);
    }
    const userId = server.tokens.get(
      new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? '',
    );
    const since = new URL(url).searchParams.get('since');
    let body: unknown;
    let status = 200;
    if (since !== null && !/^v\d+$/.test(since)) {
      status = 422;
      body = { detail: 'Le curseur de synchronisation est invalide.' };
    } else {
      const from = since === null ? -1 : Number(since.slice(1));
      const mine = [...server.missions.values()].filter((m) => m.assigned_to === userId);
      const delta: SyncMissionsResponse = {
        cursor: `v${version}`,
        changed: mine.filter((m) => (writtenAt.get(m.id) ?? 0) > from),
        removed:
          since === null
            ? []
            : [...leftAt.entries()]
                .filter(([, left]) => left.userId === userId && left.at > from)
                .map(([id]) => id),
      };
      body = delta;
    }
    const text = JSON.stringify(body);
    requests.push({ url, body: text });
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  const deps = { ...setup.deps, fetch };
  return { ...setup, deps, write, remove, requests };
}

async function ready() {
  const setup = withDeltaRoute(setupOffline());
  opened.push(setup.db);
  setup.write(makeMission({ id: 'm1' }));
  setup.write(makeMission({ id: 'm2', dateStart: '2025-03-11T08:00:00.000Z' }));
  setup.write(makeMission({ id: 'm3', dateStart: '2025-03-12T08:00:00.000Z' }));
  setup.write(makeMission({ id: 'other', assigned_to: 'nurse-2' }));
  await setup.signIn('nurse-1');
  return setup;
}

const ids = async (db: OfflineDb) => (await db.missions.toArray()).map((m) => m.id).sort();

describe('refreshMyMissions by delta (GET /sync/missions)', () => {
  it('[O14] syncs everything once, then asks only for what changed since its cursor', async () => {
    const { db, deps, write, remove, server, requests } = await ready();

    expect(await refreshMyMissions(deps)).toEqual({ status: 'ok', count: 3 });
    expect(requests.at(-1)?.url).toBe(`${BASE_URL}/api/sync/missions`);
    expect(await ids(db)).toEqual(['m1', 'm2', 'm3']);
    expect((await db.syncMeta.get('missions'))?.cursor).toBe('v4');

    // The administrator renames m2 and hands m3 over to someone else.
    write({ ...server.missions.get('m2')!, name: 'Nuit renommée' });
    write({ ...server.missions.get('m3')!, assigned_to: 'nurse-2' });

    expect(await refreshMyMissions(deps)).toEqual({ status: 'ok', count: 2 });
    const delta = requests.at(-1)!;
    expect(new URL(delta.url).searchParams.get('since')).toBe('v4');
    expect(JSON.parse(delta.body)).toEqual({
      cursor: 'v6',
      changed: [expect.objectContaining({ id: 'm2', name: 'Nuit renommée' })],
      removed: ['m3'],
    });
    expect(await ids(db)).toEqual(['m1', 'm2']);
    expect((await db.missions.get('m2'))?.name).toBe('Nuit renommée');
    expect((await db.syncMeta.get('missions'))?.cursor).toBe('v6');

    // Nothing changed: an empty delta, nothing touched.
    await refreshMyMissions(deps);
    expect(JSON.parse(requests.at(-1)!.body)).toEqual({ cursor: 'v6', changed: [], removed: [] });
    expect(await ids(db)).toEqual(['m1', 'm2']);

    remove('m1');
    await refreshMyMissions(deps);
    expect(new URL(requests.at(-1)!.url).searchParams.get('since')).toBe('v6');
    expect(await ids(db)).toEqual(['m2']);
  });

  it('[O2][O14] never overwrites nor drops a mission whose tap still waits in the outbox', async () => {
    const { db, deps, write, server } = await ready();
    await refreshMyMissions(deps);
    server.mode = 'down';
    expect((await queueMissionAction('m1', 'accept', deps)).ok).toBe(true);
    expect((await queueMissionAction('m2', 'accept', deps)).ok).toBe(true);
    server.mode = 'up';

    // Meanwhile the server changed m1's notes and handed m2 to someone else.
    write({ ...server.missions.get('m1')!, description: 'Badge à l’accueil' });
    write({ ...server.missions.get('m2')!, assigned_to: 'nurse-2' });
    await refreshMyMissions(deps);

    expect(await db.missions.get('m1')).toMatchObject({
      description: 'Badge à l’accueil',
      status: 'accepted',
      pending_sync: true,
    });
    // Kept while its tap waits: the card still says « En attente de synchronisation ».
    expect(await db.missions.get('m2')).toMatchObject({ status: 'accepted', pending_sync: true });
  });

  it('[O14] drops a cursor the server refuses (422) and syncs the whole set again', async () => {
    const { db, deps, requests } = await ready();
    await refreshMyMissions(deps);
    await db.missions.put({ ...(await db.missions.get('m1'))!, id: 'ghost' });
    await db.syncMeta.update('missions', { cursor: 'not a cursor' });

    expect(await refreshMyMissions(deps)).toEqual({ status: 'ok', count: 3 });
    expect(requests.slice(-2).map((r) => new URL(r.url).search)).toEqual([
      '?since=not+a+cursor',
      '',
    ]);
    expect(await ids(db)).toEqual(['m1', 'm2', 'm3']);
    expect((await db.syncMeta.get('missions'))?.cursor).toBe('v4');
  });

  it('[O14] keeps the cursor per user and forgets it at logout', async () => {
    const { db, deps, signIn, requests } = await ready();
    await refreshMyMissions(deps);
    expect((await db.syncMeta.get('missions'))?.cursor).toBe('v4');

    await signIn('nurse-2');
    await refreshMyMissions(deps);
    expect(new URL(requests.at(-1)!.url).searchParams.has('since')).toBe(false);
    expect(await ids(db)).toEqual(['other']);

    await clearOfflineData(deps);
    expect(await db.syncMeta.count()).toBe(0);
    await setOfflineSession({ userId: 'nurse-1', token: 'x' }, deps);
    expect(await db.syncMeta.get('missions')).toBeUndefined();
  });

  it(`[O14] keeps to come and the last ${KEPT_HISTORY_DAYS} days on the device, not older history`, async () => {
    const { db, deps, write, clock } = await ready();
    const day = 24 * 60 * 60 * 1000;
    const endedDaysAgo = (id: string, days: number) =>
      makeMission({
        id,
        status: 'completed',
        dateStart: new Date(clock.now - days * day - 8 * 3600_000).toISOString(),
        dateEnd: new Date(clock.now - days * day).toISOString(),
      });
    write(endedDaysAgo('recent', 29));
    write(endedDaysAgo('old', 31));
    await refreshMyMissions(deps);
    expect(await ids(db)).toEqual(['m1', 'm2', 'm3', 'recent']);

    // A month later the recent one leaves the device too, with no change on the server.
    clock.now += 2 * day;
    await refreshMyMissions(deps);
    expect(await ids(db)).toEqual(['m1', 'm2', 'm3']);
  });
});

describe('keptOnDevice', () => {
  const now = Date.parse('2025-03-10T00:00:00.000Z');
  it('keeps what is not finished, whatever its date, and recent history', () => {
    const long = '2024-01-01T00:00:00.000Z';
    expect(keptOnDevice({ status: 'accepted', dateEnd: long }, now)).toBe(true);
    expect(keptOnDevice({ status: 'completed', dateEnd: long }, now)).toBe(false);
    expect(keptOnDevice({ status: 'cancelled', dateEnd: long }, now)).toBe(false);
    expect(keptOnDevice({ status: 'completed', dateEnd: '2025-02-10T00:00:00.000Z' }, now)).toBe(
      true,
    );
    expect(keptOnDevice({ status: 'completed', dateEnd: '2025-02-07T00:00:00.000Z' }, now)).toBe(
      false,
    );
  });
});
