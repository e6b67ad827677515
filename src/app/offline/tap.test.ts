import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMission, setupOffline, storeMissions } from './fake-server.test-support.ts';
import type { OfflineDb } from './db.ts';
import { POSITION_WAIT_MS, queueMissionAction } from './outbox.ts';
import type { GeolocationLike } from './position.ts';
import { replayOutbox } from './replay.ts';
import { signalTap, type TapOptions } from './tap.ts';

const opened: OfflineDb[] = [];

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function ready() {
  const setup = setupOffline();
  opened.push(setup.db);
  await storeMissions(setup, [makeMission({ id: 'm1' }), makeMission({ id: 'm2' })]);
  return setup;
}

/**
 * A fake `navigator.geolocation`: each reading waits until the test answers it (`answer`,
 * `refuse`) or forever; `calls` counts the readings asked for.
 */
function fakeGeolocation() {
  const waiting: {
    success: (p: { coords: { latitude: number; longitude: number; accuracy: number } }) => void;
    error: (e: unknown) => void;
  }[] = [];
  const getCurrentPosition = vi.fn<GeolocationLike['getCurrentPosition']>((success, error) => {
    waiting.push({ success, error: error ?? (() => undefined) });
  });
  return {
    geolocation: { getCurrentPosition } satisfies GeolocationLike,
    calls: () => getCurrentPosition.mock.calls.length,
    answer: (latitude: number, longitude: number, accuracy: number) =>
      waiting.shift()?.success({ coords: { latitude, longitude, accuracy } }),
    refuse: () => waiting.shift()?.error({ code: 1, message: 'User denied Geolocation' }),
  };
}

type Setup = Awaited<ReturnType<typeof ready>>;

/** A tap as the page makes it, replays run by the test (no page runtime here). */
function tapOptions(setup: Setup, geo: ReturnType<typeof fakeGeolocation>, share: boolean) {
  const replays: Promise<unknown>[] = [];
  const options: TapOptions = {
    sharePosition: share,
    geolocation: geo.geolocation,
    deps: setup.deps,
    replay: () => {
      const run = replayOutbox(setup.deps, { force: true });
      replays.push(run);
      return run;
    },
  };
  return { options, settle: () => Promise.all(replays) };
}

describe('a tap and its position', () => {
  it('[O11] never asks for a position without her consent, and sends the tap without one', async () => {
    const setup = await ready();
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, false);
    const result = await signalTap('m1', 'accept', options);
    expect(result).toMatchObject({ ok: true, located: null });
    await settle();
    expect(geo.calls()).toBe(0);
    expect(setup.server.batches).toHaveLength(1);
    expect(setup.server.batches[0]!.actions[0]).not.toHaveProperty('position');
    expect(setup.server.missions.get('m1')?.status).toBe('accepted');
  });

  it('[O1][O11] moves the card at once, then stores the position on the outbox entry and sends it with the tap', async () => {
    const setup = await ready();
    const { db, server, clock } = setup;
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    const tappedAt = clock.now;

    const result = await signalTap('m1', 'accept', options);
    if (!result.ok) throw new Error(result.detail);
    // The tap did not wait for the position: the card has moved, the action is stored.
    expect(await db.missions.get('m1')).toMatchObject({ status: 'accepted', pending_sync: true });
    expect(geo.calls()).toBe(1);
    const id = result.action.client_action_id;
    expect(await db.outbox.get(id)).toMatchObject({
      at: new Date(tappedAt).toISOString(),
      position_due_by: tappedAt + POSITION_WAIT_MS,
    });
    // Replay holds it while the position is being read.
    await settle();
    expect(server.batches).toHaveLength(0);
    expect(await replayOutbox(setup.deps, { force: true })).toMatchObject({
      status: 'locating',
      retryAt: tappedAt + POSITION_WAIT_MS,
    });

    // The position arrives 2 s later: written onto the entry, then sent with the tap's time.
    clock.now += 2_000;
    geo.answer(45.7640431, 4.8356594, 24.6);
    await result.located;
    await settle();
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0]!.actions).toEqual([
      {
        client_action_id: id,
        prestation_id: 'm1',
        kind: 'accept',
        at: new Date(tappedAt).toISOString(),
        position: { lat: 45.764043, lng: 4.835659, accuracy: 25 },
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(geo.calls()).toBe(1);
  });

  it('[O11] keeps the position in the outbox offline, with the action, until the replay', async () => {
    const setup = await ready();
    const { db, server } = setup;
    server.mode = 'down';
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    const result = await signalTap('m1', 'accept', options);
    if (!result.ok) throw new Error(result.detail);
    geo.answer(48.8566, 2.3522, 40);
    await result.located;
    await settle();
    const stored = await db.outbox.get(result.action.client_action_id);
    expect(stored).toMatchObject({ status: 'pending', position: { lat: 48.8566, lng: 2.3522 } });
    expect(stored).not.toHaveProperty('position_due_by');

    server.mode = 'up';
    expect(await replayOutbox(setup.deps, { force: true })).toMatchObject({ status: 'synced' });
    expect(server.batches[0]!.actions[0]?.position).toEqual({
      lat: 48.8566,
      lng: 2.3522,
      accuracy: 40,
    });
  });

  it('[O11] sends the tap without a position when the reading is refused', async () => {
    const setup = await ready();
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    const result = await signalTap('m1', 'accept', options);
    if (!result.ok) throw new Error(result.detail);
    geo.refuse();
    await result.located;
    await settle();
    expect(setup.server.batches).toHaveLength(1);
    expect(setup.server.batches[0]!.actions[0]).not.toHaveProperty('position');
    expect(setup.server.missions.get('m1')?.status).toBe('accepted');
  });

  it('[O11] sends the tap without a position once its wait is over, even if the reading never ends', async () => {
    const setup = await ready();
    const { server, clock } = setup;
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    const tappedAt = clock.now;
    const result = await signalTap('m1', 'accept', options);
    if (!result.ok) throw new Error(result.detail);
    await settle();
    expect(server.batches).toHaveLength(0);

    // The page was closed mid-reading: nothing will write the position. The wait runs out.
    clock.now = tappedAt + POSITION_WAIT_MS;
    expect(await replayOutbox(setup.deps)).toMatchObject({ status: 'synced', confirmed: 1 });
    expect(server.batches[0]!.actions[0]).toEqual({
      client_action_id: result.action.client_action_id,
      prestation_id: 'm1',
      kind: 'accept',
      at: new Date(tappedAt).toISOString(),
    });

    // A position arriving after all is not kept for an action already sent.
    geo.answer(45, 4, 10);
    await result.located;
    expect(await setup.db.outbox.count()).toBe(0);
  });

  it('[O3][O11] holds the later taps on that mission only; the others leave', async () => {
    const setup = await ready();
    const { server, clock } = setup;
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    const located = await signalTap('m1', 'accept', options);
    if (!located.ok) throw new Error(located.detail);
    clock.now += 1_000;
    // Taps without consent on the way (queued directly): the later tap on m1 waits behind the
    // first, m2's leaves.
    expect((await queueMissionAction('m1', 'start', setup.deps)).ok).toBe(true);
    expect((await queueMissionAction('m2', 'accept', setup.deps)).ok).toBe(true);
    await settle();
    expect(await replayOutbox(setup.deps, { force: true })).toMatchObject({
      status: 'locating',
      confirmed: 1,
    });
    expect(server.sentActionIds()).toHaveLength(1);
    expect(server.missions.get('m2')?.status).toBe('accepted');
    expect(server.missions.get('m1')?.status).toBe('assigned');

    geo.answer(45, 4, 10);
    await located.located;
    await settle();
    expect(server.missions.get('m1')?.status).toBe('in_progress');
    expect(server.batches.map((b) => b.actions.map((a) => [a.kind, a.position ?? null]))).toEqual([
      [['accept', null]],
      [['accept', { lat: 45, lng: 4, accuracy: 10 }]],
      [['start', null]],
    ]);
  });

  it('[O4][O11] records the tap time, not the time the position came back, nor a confirmation’s', async () => {
    const setup = await ready();
    const { server, clock, db } = setup;
    const geo = fakeGeolocation();
    const { options, settle } = tapOptions(setup, geo, true);
    expect((await signalTap('m2', 'accept', options)).ok).toBe(true);
    geo.answer(45, 4, 10);
    clock.now += 60_000;
    expect((await signalTap('m2', 'start', options)).ok).toBe(true);
    geo.answer(45, 4, 10);
    await settle();

    // « Terminer » confirmed 40 s after its first tap: the first tap's time is recorded.
    const firstTap = clock.now + 2 * 60_000;
    clock.now = firstTap + 40_000;
    const end = await signalTap('m2', 'end', { ...options, at: firstTap });
    if (!end.ok) throw new Error(end.detail);
    expect(await db.missions.get('m2')).toMatchObject({
      status: 'completed',
      ended_at: new Date(firstTap).toISOString(),
      validation: 'awaiting',
    });
    // Its position, read at the confirmation, is waited for from then.
    expect((await db.outbox.get(end.action.client_action_id))?.position_due_by).toBe(
      clock.now + POSITION_WAIT_MS,
    );
    clock.now += 2_500;
    geo.answer(45.0001, 4, 12);
    await end.located;
    await settle();
    expect(server.missions.get('m2')).toMatchObject({
      status: 'completed',
      ended_at: new Date(firstTap).toISOString(),
    });
    const sentEnd = server.batches.flatMap((b) => b.actions).find((a) => a.kind === 'end');
    expect(sentEnd).toMatchObject({
      at: new Date(firstTap).toISOString(),
      position: { lat: 45.0001, lng: 4, accuracy: 12 },
    });
  });

  it('[O1][O11] reads nothing for a tap the state machine refuses', async () => {
    const setup = await ready();
    const geo = fakeGeolocation();
    const { options } = tapOptions(setup, geo, true);
    const result = await signalTap('m1', 'end', options);
    expect(result).toEqual({ ok: false, detail: expect.any(String) });
    expect(geo.calls()).toBe(0);
    expect(await setup.db.outbox.count()).toBe(0);
  });

  it('[O11] reads nothing where the browser has no geolocation, and holds nothing', async () => {
    const setup = await ready();
    const replays: Promise<unknown>[] = [];
    const result = await signalTap('m1', 'accept', {
      sharePosition: true,
      geolocation: null,
      deps: setup.deps,
      replay: () => {
        const run = replayOutbox(setup.deps, { force: true });
        replays.push(run);
        return run;
      },
    });
    expect(result).toMatchObject({ ok: true, located: null });
    await Promise.all(replays);
    expect(setup.server.batches).toHaveLength(1);
  });
});

describe('the start window, offline', () => {
  it('refuses an early start in the words of the server, in the business time zone', async () => {
    const setup = setupOffline(Date.parse('2025-03-10T07:30:00.000Z'));
    opened.push(setup.db);
    // 21:00 in Paris: the window opens at 20:00 that day; the next day is named.
    await storeMissions(setup, [
      makeMission({ id: 'evening', status: 'accepted', dateStart: '2025-03-10T20:00:00.000Z' }),
      makeMission({ id: 'tomorrow', status: 'accepted', dateStart: '2025-03-11T20:00:00.000Z' }),
    ]);

    expect(await queueMissionAction('evening', 'start', setup.deps)).toEqual({
      ok: false,
      detail: 'Vous pourrez commencer à partir de 20:00.',
    });
    expect(await queueMissionAction('tomorrow', 'start', setup.deps)).toEqual({
      ok: false,
      detail: 'Vous pourrez commencer à partir de mardi 11 mars à 20:00.',
    });
    expect(await setup.db.outbox.count()).toBe(0);

    // From 20:00 in Paris (19:00 UTC), it starts.
    setup.clock.now = Date.parse('2025-03-10T19:00:00.000Z');
    expect((await queueMissionAction('evening', 'start', setup.deps)).ok).toBe(true);
  });
});
