import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMission, setupOffline } from './fake-server.test-support.ts';
import { OfflineDb } from './db.ts';
import { fr } from './fr.ts';
import type { FetchLike } from './api.ts';
import { lastSyncBeforeLogout, logoutWarning, unsyncedWarning } from './logout-warning.ts';
import { queueMessage } from './message-outbox.ts';
import { countUnsynced, dismissRejected, queueMissionAction } from './outbox.ts';
import { refreshMyMissions } from './refresh.ts';
import { clearOfflineData, forgetOfflineToken, readOfflineSession } from './session.ts';

const opened: OfflineDb[] = [];

async function ready() {
  const setup = setupOffline();
  opened.push(setup.db);
  setup.server.addMission(makeMission({ id: 'm1' }));
  setup.server.addMission(makeMission({ id: 'm2', status: 'accepted' }));
  setup.server.addMission(makeMission({ id: 'other', assigned_to: 'nurse-2' }));
  await setup.signIn('nurse-1');
  expect(await refreshMyMissions(setup.deps)).toEqual({ status: 'ok', count: 2 });
  return setup;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

describe('queueMissionAction', () => {
  it('[O1] stores the action and moves the local copy through the state machine in one go', async () => {
    const { db, deps, clock } = await ready();
    const result = await queueMissionAction('m1', 'accept', deps);
    expect(result.ok).toBe(true);

    const actions = await db.outbox.toArray();
    expect(actions).toEqual([
      {
        client_action_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        user_id: 'nurse-1',
        prestation_id: 'm1',
        kind: 'accept',
        at: new Date(clock.now).toISOString(),
        status: 'pending',
        attempts: 0,
        created_seq: 1,
      },
    ]);
    expect(await db.missions.get('m1')).toMatchObject({ status: 'accepted', pending_sync: true });
    // The other mission is untouched.
    expect(await db.missions.get('m2')).toMatchObject({ status: 'accepted', pending_sync: false });
  });

  it('records start and end with the tap times and the actual duration', async () => {
    const { db, deps, clock } = await ready();
    const startAt = clock.now;
    expect((await queueMissionAction('m2', 'start', deps)).ok).toBe(true);
    clock.now += (7 * 60 + 5) * 60_000 + 20_000;
    expect((await queueMissionAction('m2', 'end', deps)).ok).toBe(true);

    expect(await db.missions.get('m2')).toMatchObject({
      status: 'completed',
      started_at: new Date(startAt).toISOString(),
      ended_at: new Date(clock.now).toISOString(),
      actual_duration: 425,
      pending_sync: true,
    });
    const seqs = (await db.outbox.orderBy('created_seq').toArray()).map((a) => [
      a.kind,
      a.created_seq,
    ]);
    expect(seqs).toEqual([
      ['start', 1],
      ['end', 2],
    ]);
  });

  it('[O1] refuses an impossible tap with the French reason and stores nothing', async () => {
    const { db, deps } = await ready();
    const before = await db.missions.get('m1');

    expect(await queueMissionAction('m1', 'start', deps)).toEqual({
      ok: false,
      detail: "Cette prestation doit d'abord être acceptée.",
    });
    expect(await queueMissionAction('m1', 'end', deps)).toEqual({
      ok: false,
      detail: "Cette prestation n'a pas encore été acceptée.",
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.missions.get('m1')).toEqual(before);

    // Twice the same tap: the second is refused by the state the first produced.
    expect((await queueMissionAction('m1', 'accept', deps)).ok).toBe(true);
    expect(await queueMissionAction('m1', 'accept', deps)).toEqual({
      ok: false,
      detail: 'Cette prestation est déjà acceptée.',
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('[O1] stores nothing when the local copy cannot be written: one transaction', async () => {
    const { db, deps } = await ready();
    const before = await db.missions.get('m1');
    const diskFull = () => {
      throw new Error('Disque plein');
    };
    db.missions.hook('updating', diskFull);
    try {
      await expect(queueMissionAction('m1', 'accept', deps)).rejects.toThrow('Disque plein');
    } finally {
      db.missions.hook('updating').unsubscribe(diskFull);
    }
    expect(await db.outbox.count()).toBe(0);
    expect(await db.missions.get('m1')).toEqual(before);
    // The same tap goes through once the write works.
    expect((await queueMissionAction('m1', 'accept', deps)).ok).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a mission not stored for the signed-in user, and taps without a session', async () => {
    const { deps } = await ready();
    expect(await queueMissionAction('other', 'accept', deps)).toEqual({
      ok: false,
      detail: fr.unknownMission,
    });
    await clearOfflineData(deps);
    expect(await queueMissionAction('m1', 'accept', deps)).toEqual({
      ok: false,
      detail: fr.notSignedIn,
    });
  });

  it('[O9] still queues when the token expired: the queue waits for the next sign-in', async () => {
    const { db, deps } = await ready();
    await forgetOfflineToken(deps);
    expect((await queueMissionAction('m1', 'accept', deps)).ok).toBe(true);
    expect(await readOfflineSession(deps)).toMatchObject({ userId: 'nurse-1', token: null });
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('reload', () => {
  it('[O2] keeps the session, the missions and the queue across a new Dexie instance', async () => {
    const { db, deps, name } = await ready();
    await queueMissionAction('m1', 'accept', deps);
    await queueMissionAction('m2', 'start', deps);
    const before = await db.outbox.orderBy('created_seq').toArray();
    db.close();

    const reopened = new OfflineDb(name);
    opened.push(reopened);
    expect(await reopened.outbox.orderBy('created_seq').toArray()).toEqual(before);
    expect(await reopened.missions.get('m1')).toMatchObject({
      status: 'accepted',
      pending_sync: true,
    });
    expect(await readOfflineSession({ ...deps, db: reopened })).toMatchObject({
      userId: 'nurse-1',
    });
    // Sequence numbers go on after a reload.
    await queueMissionAction('m1', 'start', { ...deps, db: reopened });
    expect((await reopened.outbox.orderBy('created_seq').last())?.created_seq).toBe(3);
  });
});

describe('logout', () => {
  it('also counts the messages written offline that have not left yet', async () => {
    const { deps } = await ready();
    await queueMessage('someone', 'Je serai là à 7 h.', deps);
    expect(await logoutWarning(deps)).toBe("1 message n'est pas encore envoyé");
    await queueMissionAction('m1', 'accept', deps);
    await queueMessage('someone', 'Merci !', deps);
    expect(await logoutWarning(deps)).toBe(
      "1 action n'est pas encore synchronisée et 2 messages ne sont pas encore envoyés",
    );
  });

  it('counts unsynchronised actions and words the warning with the French plural', async () => {
    const { db, deps } = await ready();
    expect(await logoutWarning(deps)).toBeNull();
    await queueMissionAction('m1', 'accept', deps);
    expect(await countUnsynced(deps)).toBe(1);
    expect(await logoutWarning(deps)).toBe("1 action n'est pas encore synchronisée");
    await queueMissionAction('m2', 'start', deps);
    expect(await logoutWarning(deps)).toBe('2 actions ne sont pas encore synchronisées');

    // A rejected action is no longer waiting: it is not counted.
    const first = await db.outbox.orderBy('created_seq').first();
    await db.outbox.update(first!.client_action_id, { status: 'rejected', detail: 'Non.' });
    expect(await countUnsynced(deps)).toBe(1);

    expect(unsyncedWarning(0)).toBeNull();
    expect(unsyncedWarning(12)).toBe('12 actions ne sont pas encore synchronisées');
  });

  it('tries a last replay before warning, within a time budget', async () => {
    const { deps, server } = await ready();
    await queueMissionAction('m1', 'accept', deps);
    expect(await lastSyncBeforeLogout(deps)).toBeNull();
    expect(server.missions.get('m1')?.status).toBe('accepted');

    await queueMissionAction('m2', 'start', deps);
    const hanging: FetchLike = () => new Promise<Response>(() => undefined);
    const started = Date.now();
    expect(await lastSyncBeforeLogout({ ...deps, fetch: hanging }, 50)).toBe(
      "1 action n'est pas encore synchronisée",
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('clears every local table', async () => {
    const { db, deps } = await ready();
    await queueMissionAction('m1', 'accept', deps);
    await db.meta.put({ key: 'backoff', failures: 2, next_at: 1 });
    await clearOfflineData(deps);
    for (const table of db.allTables()) expect(await table.count()).toBe(0);
    expect(await countUnsynced(deps)).toBe(0);
  });
});

describe('dismissRejected', () => {
  it('removes a rejected action but never a pending one', async () => {
    const { db, deps } = await ready();
    await queueMissionAction('m1', 'accept', deps);
    await queueMissionAction('m2', 'start', deps);
    const [first, second] = await db.outbox.orderBy('created_seq').toArray();
    await db.outbox.update(first!.client_action_id, { status: 'rejected', detail: 'Non.' });

    await dismissRejected(second!.client_action_id, deps);
    await dismissRejected(first!.client_action_id, deps);
    expect((await db.outbox.toArray()).map((a) => a.client_action_id)).toEqual([
      second!.client_action_id,
    ]);
  });
});
