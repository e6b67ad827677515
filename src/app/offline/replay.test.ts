import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncAction, SyncBody } from '../../contract/sync.ts';
import { MAX_SYNC_ACTIONS, SYNC_PROTOCOL_VERSION } from '../../contract/sync-protocol.ts';
import {
  BASE_URL,
  makeMission,
  setupOffline,
  type FakeServer,
} from './fake-server.test-support.ts';
import type { FetchLike } from './api.ts';
import { OfflineDb } from './db.ts';
import { fr } from './fr.ts';
import { countUnsynced, dismissRejected, queueMissionAction } from './outbox.ts';
import { refreshMyMissions } from './refresh.ts';
import { BACKOFF_MAX_MS, REPLAY_BATCH_SIZE, backoffDelay, replayOutbox } from './replay.ts';
import { forgetOfflineToken, setOfflineSession } from './session.ts';

const opened: OfflineDb[] = [];
const MINUTE = 60_000;

async function ready(missions = [makeMission({ id: 'm1' }), makeMission({ id: 'm2' })]) {
  const setup = setupOffline();
  opened.push(setup.db);
  for (const mission of missions) setup.server.addMission(mission);
  const token = await setup.signIn('nurse-1');
  await refreshMyMissions(setup.deps);
  return { ...setup, token };
}

async function tap(
  setup: Awaited<ReturnType<typeof ready>>,
  missionId: string,
  kind: 'accept' | 'start' | 'end',
) {
  setup.clock.now += MINUTE;
  const result = await queueMissionAction(missionId, kind, setup.deps);
  if (!result.ok) throw new Error(result.detail);
  return result.action;
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The fake server, except that `POST /sync/actions` answers `answer(actions)` without applying
 * anything; the requests' actions are logged in `sent`.
 */
function syncAnswering(
  server: FakeServer,
  answer: (actions: SyncAction[]) => Response,
  sent: SyncAction[][] = [],
): FetchLike {
  return (url, init) => {
    if (url !== `${BASE_URL}/api/sync/actions`) return server.fetch(url, init);
    const { actions } = JSON.parse(String(init.body)) as SyncBody;
    sent.push(actions);
    return Promise.resolve(answer(actions));
  };
}

/** A 200 giving the i-th action the i-th status (`undefined`: no result for it). */
const perActionStatuses =
  (statuses: (number | undefined)[]) =>
  (actions: SyncAction[]): Response =>
    json(200, {
      protocol: SYNC_PROTOCOL_VERSION,
      results: actions.flatMap((action, i) => {
        const status = statuses[i];
        return status === undefined
          ? []
          : [{ client_action_id: action.client_action_id, status, detail: `Refus ${status}.` }];
      }),
    });

const fiveMissions = () => ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => makeMission({ id }));

describe('replayOutbox', () => {
  it('[O3][O4] replays in tap order, one action per mission per request, with the tap times', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    const a1 = await tap(setup, 'm1', 'accept');
    const b1 = await tap(setup, 'm2', 'accept');
    const a2 = await tap(setup, 'm1', 'start');
    const b2 = await tap(setup, 'm2', 'start');
    const a3 = await tap(setup, 'm1', 'end');

    const outcome = await replayOutbox(deps);
    expect(outcome).toEqual({ status: 'synced', confirmed: 5, rejected: 0 });

    expect(server.batches.map((b) => b.actions.map((a) => a.client_action_id))).toEqual([
      [a1.client_action_id, b1.client_action_id],
      [a2.client_action_id, b2.client_action_id],
      [a3.client_action_id],
    ]);
    expect(server.batches[0]!.actions[0]).toEqual({
      client_action_id: a1.client_action_id,
      prestation_id: 'm1',
      kind: 'accept',
      at: a1.at,
    });
    // The tap times, not the replay time, become the mission's times.
    expect(server.missions.get('m1')).toMatchObject({
      status: 'completed',
      started_at: a2.at,
      ended_at: a3.at,
      actual_duration: 2,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.missions.get('m1')).toEqual({
      ...server.missions.get('m1'),
      owner_id: 'nurse-1',
      pending_sync: false,
    });
    expect(await db.missions.get('m2')).toEqual({
      ...server.missions.get('m2'),
      owner_id: 'nurse-1',
      pending_sync: false,
    });
    expect(await replayOutbox(deps)).toEqual({ status: 'idle', confirmed: 0, rejected: 0 });
    expect(server.batches).toHaveLength(3);
  });

  it('keeps pending_sync while later taps on the mission still wait', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    await tap(setup, 'm1', 'accept');
    await tap(setup, 'm1', 'start');
    // The first batch goes through, then the network drops.
    let calls = 0;
    const flaky: FetchLike = (url, init) =>
      ++calls === 1 ? server.fetch(url, init) : Promise.reject(new TypeError('offline'));
    const outcome = await replayOutbox({ ...deps, fetch: flaky });
    expect(outcome).toMatchObject({ status: 'retry-later', confirmed: 1 });
    expect(await db.missions.get('m1')).toMatchObject({
      status: 'in_progress',
      pending_sync: true,
    });
    expect(server.missions.get('m1')?.status).toBe('accepted');
  });

  it('[O8] keeps the actions on a network error, counts attempts and backs off', async () => {
    const setup = await ready();
    const { server, db, deps, clock } = setup;
    const action = await tap(setup, 'm1', 'accept');
    server.mode = 'down';

    const first = await replayOutbox(deps);
    expect(first).toEqual({
      status: 'retry-later',
      confirmed: 0,
      rejected: 0,
      retryAt: clock.now + 5_000,
    });
    expect(await db.outbox.get(action.client_action_id)).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    expect(await db.missions.get('m1')).toMatchObject({ status: 'accepted', pending_sync: true });

    // The timer does not force: inside the back-off nothing is sent.
    server.mode = 'up';
    expect(await replayOutbox(deps)).toMatchObject({ status: 'waiting', retryAt: first.retryAt });
    expect(server.batches).toHaveLength(0);

    server.mode = 'down';
    clock.now += 5_000;
    expect(await replayOutbox(deps)).toMatchObject({
      status: 'retry-later',
      retryAt: clock.now + 10_000,
    });
    expect((await db.outbox.get(action.client_action_id))?.attempts).toBe(2);

    // A forced replay (online event, reconnect) ignores the back-off.
    server.mode = 'up';
    expect(await replayOutbox(deps, { force: true })).toMatchObject({
      status: 'synced',
      confirmed: 1,
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.get('backoff')).toBeUndefined();
  });

  it('[O8] keeps the actions on a 5xx answer and retries them later', async () => {
    const setup = await ready();
    const { server, db, deps, clock } = setup;
    const action = await tap(setup, 'm1', 'accept');
    server.mode = 'error-500';
    expect(await replayOutbox(deps)).toMatchObject({ status: 'retry-later' });
    expect(await replayOutbox(deps, { force: true })).toMatchObject({
      status: 'retry-later',
      retryAt: clock.now + 10_000,
    });
    expect(await db.outbox.get(action.client_action_id)).toMatchObject({
      status: 'pending',
      attempts: 2,
    });
    server.mode = 'up';
    clock.now += 10_000;
    expect(await replayOutbox(deps)).toMatchObject({ status: 'synced', confirmed: 1 });
  });

  it('[O8] backs off from 5 s, doubling, up to 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(backoffDelay)).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      80_000,
      160_000,
      BACKOFF_MAX_MS,
      BACKOFF_MAX_MS,
      BACKOFF_MAX_MS,
    ]);
    expect(BACKOFF_MAX_MS).toBe(5 * MINUTE);
    expect(REPLAY_BATCH_SIZE).toBeLessThanOrEqual(MAX_SYNC_ACTIONS);
  });

  it('[O8] keeps the actions when the whole request is refused for another reason', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    await tap(setup, 'm1', 'accept');
    server.mode = 'invalid-422';
    expect(await replayOutbox(deps)).toMatchObject({ status: 'retry-later' });
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
  });

  it('[O9] pauses on 401 with the queue intact and resumes after the next sign-in', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    const accept = await tap(setup, 'm1', 'accept');
    const start = await tap(setup, 'm1', 'start');
    server.tokens.clear();

    expect(await replayOutbox(deps, { force: true })).toEqual({
      status: 'auth-required',
      confirmed: 0,
      rejected: 0,
    });
    expect(await db.meta.get('auth_required')).toEqual({
      key: 'auth_required',
      user_id: 'nurse-1',
    });
    expect(await countUnsynced(deps)).toBe(2);
    expect((await db.outbox.get(accept.client_action_id))?.attempts).toBe(0);

    // Paused: nothing is sent again, even forced, until a sign-in.
    const before = server.batches.length;
    expect((await replayOutbox(deps, { force: true })).status).toBe('auth-required');
    expect(server.batches.length).toBe(before);

    await setup.signIn('nurse-1');
    expect(await db.meta.get('auth_required')).toBeUndefined();
    expect(await replayOutbox(deps)).toMatchObject({ status: 'synced', confirmed: 2 });
    expect(server.applied).toEqual([accept.client_action_id, start.client_action_id]);
  });

  it('[O9] waits after an expired session (token forgotten) without calling the server', async () => {
    const setup = await ready();
    const { server, deps } = setup;
    await tap(setup, 'm1', 'accept');
    await forgetOfflineToken(deps);
    expect((await replayOutbox(deps, { force: true })).status).toBe('auth-required');
    expect(server.batches).toHaveLength(0);
  });

  it('[O7] keeps a 409 as rejected with the server detail and does not send the taps that depended on it', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    const accept = await tap(setup, 'm1', 'accept');
    const start = await tap(setup, 'm1', 'start');
    const other = await tap(setup, 'm2', 'accept');
    // Meanwhile, the establishment cancelled the mission.
    server.addMission({ ...server.missions.get('m1')!, status: 'cancelled' });

    const outcome = await replayOutbox(deps);
    expect(outcome).toEqual({ status: 'synced', confirmed: 1, rejected: 2 });
    expect(server.sentActionIds()).toEqual([accept.client_action_id, other.client_action_id]);
    expect(server.sentActionIds()).not.toContain(start.client_action_id);

    expect(await db.outbox.get(accept.client_action_id)).toMatchObject({
      status: 'rejected',
      detail: 'Cette prestation a été annulée.',
    });
    expect(await db.outbox.get(start.client_action_id)).toMatchObject({
      status: 'rejected',
      detail: fr.dependentRejected('accept'),
    });
    expect(fr.dependentRejected('accept')).toBe(
      "Non envoyée\u202f: l'action précédente sur cette prestation (Accepter) a été refusée.",
    );
    // The local copy was refreshed from the server.
    expect(await db.missions.get('m1')).toMatchObject({
      status: 'cancelled',
      pending_sync: false,
    });
    expect(server.getRequests.length).toBeGreaterThanOrEqual(2);
    expect(await countUnsynced(deps)).toBe(0);

    // Kept across replays until dismissed.
    await replayOutbox(deps, { force: true });
    expect(await db.outbox.where('status').equals('rejected').count()).toBe(2);
    await dismissRejected(accept.client_action_id, deps);
    await dismissRejected(start.client_action_id, deps);
    expect(await db.outbox.count()).toBe(0);
  });

  it('[O7] rejects an action on any per-action refusal (400, 403, 404, 409, 422), with the later taps on its mission', async () => {
    const setup = await ready(fiveMissions());
    const { server, db, deps } = setup;
    const accepts = [];
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5']) accepts.push(await tap(setup, id, 'accept'));
    const later = await tap(setup, 'm1', 'start');
    const refreshesBefore = server.getRequests.length;
    const sent: SyncAction[][] = [];
    const statuses = [400, 403, 404, 409, 422];

    const outcome = await replayOutbox({
      ...deps,
      fetch: syncAnswering(server, perActionStatuses(statuses), sent),
    });
    expect(outcome).toEqual({ status: 'synced', confirmed: 0, rejected: 6 });
    // The start never left: the accept it depended on was refused.
    expect(sent.map((actions) => actions.map((a) => a.client_action_id))).toEqual([
      accepts.map((a) => a.client_action_id),
    ]);
    for (const [i, accept] of accepts.entries()) {
      expect(await db.outbox.get(accept.client_action_id)).toMatchObject({
        status: 'rejected',
        detail: `Refus ${statuses[i]}.`,
      });
    }
    expect(await db.outbox.get(later.client_action_id)).toMatchObject({
      status: 'rejected',
      detail: fr.dependentRejected('accept'),
    });
    expect(await countUnsynced(deps)).toBe(0);
    // The missions were refreshed: the local copy is the server's again.
    expect(server.getRequests.length).toBe(refreshesBefore + 1);
    expect(await db.missions.get('m1')).toMatchObject({ status: 'assigned', pending_sync: false });
  });

  it('[O3][O8] keeps an action whose result is transient (401, 408, 429, 5xx) or missing, and holds back the later taps on its mission', async () => {
    const setup = await ready(fiveMissions());
    const { server, db, deps, clock } = setup;
    const accepts = [];
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5']) accepts.push(await tap(setup, id, 'accept'));
    const later = await tap(setup, 'm1', 'start');
    const sent: SyncAction[][] = [];

    const outcome = await replayOutbox({
      ...deps,
      fetch: syncAnswering(server, perActionStatuses([401, 408, 429, 503, undefined]), sent),
    });
    expect(outcome).toEqual({
      status: 'retry-later',
      confirmed: 0,
      rejected: 0,
      retryAt: clock.now + 5_000,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((a) => a.client_action_id)).not.toContain(later.client_action_id);
    for (const accept of accepts) {
      expect(await db.outbox.get(accept.client_action_id)).toMatchObject({
        status: 'pending',
        attempts: 1,
      });
    }
    expect(await db.outbox.get(later.client_action_id)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });

    // Once the server answers, everything leaves, each start after its accept.
    expect(await replayOutbox(deps, { force: true })).toEqual({
      status: 'synced',
      confirmed: 6,
      rejected: 0,
    });
    expect(server.applied).toEqual([...accepts, later].map((a) => a.client_action_id));
  });

  it('[O8] keeps the actions on any other whole-request answer: 403, 404, 413, 2xx without results', async () => {
    const setup = await ready();
    const { server, db, deps, clock } = setup;
    const accept = await tap(setup, 'm1', 'accept');
    const answers = [
      json(403, { detail: 'Accès refusé.' }),
      json(404, { detail: 'Ressource introuvable.' }),
      json(413, { detail: 'Corps de requête trop volumineux.' }),
      json(200, { protocol: SYNC_PROTOCOL_VERSION }),
      new Response(null, { status: 204 }),
    ];
    for (const [i, answer] of answers.entries()) {
      expect(
        await replayOutbox(
          { ...deps, fetch: syncAnswering(server, () => answer) },
          { force: true },
        ),
      ).toMatchObject({ status: 'retry-later', retryAt: clock.now + backoffDelay(i + 1) });
    }
    expect(await db.outbox.get(accept.client_action_id)).toMatchObject({
      status: 'pending',
      attempts: answers.length,
    });
    expect(server.applied).toEqual([]);
  });

  it('[O5] holds the Web Lock releve-outbox:<database name> while it replays', async () => {
    const setup = await ready();
    const { server, deps, name } = setup;
    await tap(setup, 'm1', 'accept');
    const held: string[] = [];
    const requested: string[] = [];
    vi.stubGlobal('navigator', {
      userAgent: 'node',
      locks: {
        request: async (lock: string, task: () => Promise<unknown>) => {
          requested.push(lock);
          held.push(lock);
          try {
            return await task();
          } finally {
            held.pop();
          }
        },
      },
    });
    const sentUnder: string[][] = [];
    const watching: FetchLike = (url, init) => {
      sentUnder.push([...held]);
      return server.fetch(url, init);
    };
    expect(await replayOutbox({ ...deps, fetch: watching })).toMatchObject({ status: 'synced' });
    expect(requested).toEqual([`releve-outbox:${name}`]);
    expect(sentUnder).toEqual([[`releve-outbox:${name}`]]);
  });

  it('[O10] declares its protocol version on every request, and syncs with a newer server that still speaks it', async () => {
    const setup = await ready();
    const { server, deps } = setup;
    await tap(setup, 'm1', 'accept');
    await tap(setup, 'm1', 'start');
    server.protocol = { min: SYNC_PROTOCOL_VERSION, max: SYNC_PROTOCOL_VERSION + 1 };
    expect(await replayOutbox(deps)).toEqual({ status: 'synced', confirmed: 2, rejected: 0 });
    expect(server.batches.map((b) => b.protocol)).toEqual([
      SYNC_PROTOCOL_VERSION,
      SYNC_PROTOCOL_VERSION,
    ]);
  });

  it('[O10] pauses on a refused protocol version with the queue intact, until the app is updated or the next sign-in', async () => {
    const setup = await ready();
    const { server, db, deps, clock } = setup;
    const accept = await tap(setup, 'm1', 'accept');
    const local = await db.missions.get('m1');
    // The server retired this app's protocol version.
    server.protocol = { min: SYNC_PROTOCOL_VERSION + 1, max: SYNC_PROTOCOL_VERSION + 1 };

    expect(await replayOutbox(deps, { force: true })).toEqual({
      status: 'update-required',
      confirmed: 0,
      rejected: 0,
    });
    expect(server.refusedProtocols).toEqual([SYNC_PROTOCOL_VERSION]);
    // Not a refusal of the tap: it waits untouched, no attempt counted, no back-off.
    expect(await db.outbox.get(accept.client_action_id)).toEqual(accept);
    expect(await db.missions.get('m1')).toEqual(local);
    expect(await db.meta.get('backoff')).toBeUndefined();
    expect(await db.meta.get('update_required')).toEqual({
      key: 'update_required',
      protocol: SYNC_PROTOCOL_VERSION,
      detail: `Version du protocole de synchronisation non prise en charge (${SYNC_PROTOCOL_VERSION}). Mettez l'application à jour.`,
    });

    // Paused: taps still queue; nothing is sent, even forced, even an hour later.
    const start = await tap(setup, 'm1', 'start');
    clock.now += 60 * MINUTE;
    expect((await replayOutbox(deps, { force: true })).status).toBe('update-required');
    expect((await replayOutbox(deps)).status).toBe('update-required');
    expect(server.refusedProtocols).toHaveLength(1);
    expect(await countUnsynced(deps)).toBe(2);

    // A sign-in (or app start) tries once more; the server still refuses: paused again.
    await setup.signIn('nurse-1');
    expect((await replayOutbox(deps)).status).toBe('update-required');
    expect(server.refusedProtocols).toHaveLength(2);

    // The updated app speaks the server's version: a pause recorded by another version does not
    // hold it, and the taps leave in order.
    server.protocol = { min: SYNC_PROTOCOL_VERSION, max: SYNC_PROTOCOL_VERSION + 1 };
    await db.meta.put({ key: 'update_required', protocol: SYNC_PROTOCOL_VERSION - 1 });
    expect(await replayOutbox(deps)).toEqual({ status: 'synced', confirmed: 2, rejected: 0 });
    expect(server.applied).toEqual([accept.client_action_id, start.client_action_id]);
    expect(await db.meta.get('update_required')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('[O2] sends again after a lost answer: the server answers the same, nothing is applied twice', async () => {
    const setup = await ready();
    const { server, db, deps, name } = setup;
    const accept = await tap(setup, 'm1', 'accept');
    const other = await tap(setup, 'm2', 'accept');
    server.mode = 'lose-answer';

    expect((await replayOutbox(deps)).status).toBe('retry-later');
    expect(server.applied).toEqual([accept.client_action_id, other.client_action_id]);
    expect(await countUnsynced(deps)).toBe(2);

    // The app is closed and opened again (a new Dexie instance on the same database).
    db.close();
    const reopened = new OfflineDb(name);
    opened.push(reopened);
    server.mode = 'up';
    const outcome = await replayOutbox({ ...deps, db: reopened }, { force: true });
    expect(outcome).toEqual({ status: 'synced', confirmed: 2, rejected: 0 });
    expect(server.batches).toHaveLength(2);
    expect(server.batches[1]!.actions.map((a) => a.client_action_id)).toEqual([
      accept.client_action_id,
      other.client_action_id,
    ]);
    expect(server.applied).toEqual([accept.client_action_id, other.client_action_id]);
    expect(await reopened.outbox.count()).toBe(0);
    expect(await reopened.missions.get('m1')).toMatchObject({
      status: 'accepted',
      pending_sync: false,
    });
  });

  it("[O6] never sends one user's actions with another user's token", async () => {
    const setup = await ready([
      makeMission({ id: 'm1' }),
      makeMission({ id: 'm9', assigned_to: 'nurse-2' }),
    ]);
    const { server, db, deps } = setup;
    const mine = await tap(setup, 'm1', 'accept');
    await forgetOfflineToken(deps);

    // Someone else signs in on the same device.
    const tokenOf2 = await setup.signIn('nurse-2');
    expect(await db.missions.where('owner_id').equals('nurse-1').count()).toBe(0);
    expect(await db.outbox.get(mine.client_action_id)).toMatchObject({ status: 'pending' });
    await refreshMyMissions(deps);
    const theirs = await tap(setup, 'm9', 'accept');

    expect(await replayOutbox(deps, { force: true })).toMatchObject({
      status: 'synced',
      confirmed: 1,
    });
    expect(server.batches).toEqual([
      {
        token: tokenOf2,
        userId: 'nurse-2',
        protocol: SYNC_PROTOCOL_VERSION,
        actions: [expect.objectContaining({ client_action_id: theirs.client_action_id })],
      },
    ]);
    expect(await db.outbox.get(mine.client_action_id)).toMatchObject({ status: 'pending' });

    // The first nurse signs in again: her action leaves, with her token.
    const tokenOf1 = await setup.signIn('nurse-1');
    expect(await replayOutbox(deps)).toMatchObject({ status: 'synced', confirmed: 1 });
    expect(server.batches[1]).toEqual({
      token: tokenOf1,
      userId: 'nurse-1',
      protocol: SYNC_PROTOCOL_VERSION,
      actions: [expect.objectContaining({ client_action_id: mine.client_action_id })],
    });
    expect(server.missions.get('m1')?.status).toBe('accepted');
  });

  it('[O5] runs one replay at a time: concurrent calls join it and send each action once', async () => {
    const setup = await ready();
    const { server, deps } = setup;
    await tap(setup, 'm1', 'accept');
    await tap(setup, 'm2', 'accept');
    const outcomes = await Promise.all([
      replayOutbox(deps),
      replayOutbox(deps),
      replayOutbox(deps, { force: true }),
    ]);
    expect(outcomes.map((o) => o.confirmed)).toEqual([2, 2, 2]);
    expect(server.sentActionIds()).toHaveLength(2);
  });

  it('[O5] serialises replays of two tabs on the same database', async () => {
    const setup = await ready();
    const { server, deps, name } = setup;
    await tap(setup, 'm1', 'accept');
    await tap(setup, 'm2', 'accept');
    const otherTab = new OfflineDb(name);
    opened.push(otherTab);
    const outcomes = await Promise.all([
      replayOutbox(deps),
      replayOutbox({ ...deps, db: otherTab }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['idle', 'synced']);
    expect(server.batches).toHaveLength(1);
  });

  it('[O6] drops the answers when someone else signed in while the request travelled', async () => {
    const setup = await ready();
    const { server, db, deps } = setup;
    await tap(setup, 'm1', 'accept');
    const slowFetch: typeof server.fetch = async (url, init) => {
      await setOfflineSession({ userId: 'nurse-2', token: 'token-2' }, deps);
      return server.fetch(url, init);
    };
    expect((await replayOutbox({ ...deps, fetch: slowFetch })).status).toBe('no-session');
    expect(await db.missions.where('owner_id').equals('nurse-1').count()).toBe(0);
  });

  it('does nothing without a session', async () => {
    const setup = setupOffline();
    opened.push(setup.db);
    expect(await replayOutbox(setup.deps)).toEqual({
      status: 'no-session',
      confirmed: 0,
      rejected: 0,
    });
  });
});
