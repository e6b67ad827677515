import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { SyncResult } from '../../src/contract/sync.ts';
import { SYNC_PROTOCOL_VERSION } from '../../src/contract/sync-protocol.ts';
import { buildApp } from '../../src/server/app.ts';
import {
  idempotencyKeys,
  missionEvents,
  missions,
  notifications,
} from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  type Account,
} from './fixtures/missions.ts';

/** Wednesday 12 March 2025, 07:00 in Paris: the first test's clock. */
const FIRST_NOW = new Date('2025-03-12T06:00:00Z');
/**
 * The clock of the running test: each test runs two days after the previous one, so that the
 * missions it gives Camille never meet another test's under the working-time rules
 * (docs/product-rules.md, « Staffing »).
 */
let NOW = FIRST_NOW;
let testIndex = 0;
const at = (offsetMinutes: number) => new Date(NOW.getTime() + offsetMinutes * 60_000);

let t: TestApp;
let lilas: Account;
let camille: Account;
let lea: Account;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  lilas = await createInstitution(t);
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  lea = await createNurse(t, { first_name: 'Léa', last_name: 'Martin' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  NOW = new Date(FIRST_NOW.getTime() + testIndex * 2 * 86_400_000);
  testIndex += 1;
  t.clock.now = NOW;
});

const db = () => t.database.db;

/**
 * A 3-hour mission from two hours ago, assigned to `nurse`; `slot` n starts 3 h × n later, so
 * that one nurse's missions of a test follow each other instead of overlapping.
 */
const assigned = (nurse: Account = camille, slot = 0) =>
  createAssignedMission(t, {
    institution: lilas,
    nurse,
    start: at(-120 + 180 * slot),
    end: at(60 + 180 * slot),
  });

type Kind = 'accept' | 'start' | 'end';
const action = (prestation: Prestation, kind: Kind, atTime: Date) => ({
  client_action_id: randomUUID(),
  prestation_id: prestation.id,
  kind,
  at: atTime.toISOString(),
});

const sync = (token: string, actions: unknown[], protocol?: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/sync/actions',
    token,
    payload: protocol === undefined ? { actions } : { protocol, actions },
  });

async function statusOf(id: string) {
  const [row] = await db().select().from(missions).where(eq(missions.id, id));
  return row?.status;
}

describe('POST /sync/actions', () => {
  it('[O2][O3][O4][O7] applies a day of offline taps in order; refused ones do not stop the others', async () => {
    const morning = await assigned();
    const evening = await assigned(camille, 1);
    const notMine = await assigned(lea);
    const batch = [
      action(morning, 'accept', at(-130)),
      action(morning, 'start', at(-118)),
      action(evening, 'start', at(-100)), // not accepted yet
      action(morning, 'end', at(-125)), // before the start
      action(notMine, 'accept', at(-90)),
      action(morning, 'end', at(-2)),
      action(evening, 'accept', at(-1)),
      action(evening, 'start', at(10)), // 10 minutes in the future
    ];
    const res = await sync(camille.token, batch);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: SyncResult[] }>();
    expect(results.map((r) => [r.client_action_id, r.status, r.detail])).toEqual([
      [batch[0]?.client_action_id, 200, undefined],
      [batch[1]?.client_action_id, 200, undefined],
      [batch[2]?.client_action_id, 409, "Cette prestation doit d'abord être acceptée."],
      [batch[3]?.client_action_id, 422, 'La fin doit être postérieure au début.'],
      [batch[4]?.client_action_id, 404, 'Prestation introuvable.'],
      [batch[5]?.client_action_id, 200, undefined],
      [batch[6]?.client_action_id, 200, undefined],
      [batch[7]?.client_action_id, 422, "L'heure indiquée est dans le futur."],
    ]);
    expect(results[5]?.prestation).toMatchObject({
      id: morning.id,
      status: 'completed',
      started_at: at(-118).toISOString(),
      ended_at: at(-2).toISOString(),
      actual_duration: 116,
    });
    expect(results[2]?.prestation).toBeUndefined();
    expect(await statusOf(morning.id)).toBe('completed');
    expect(await statusOf(evening.id)).toBe('accepted');
    expect(await statusOf(notMine.id)).toBe('assigned');

    const events = await db()
      .select()
      .from(missionEvents)
      .where(eq(missionEvents.missionId, morning.id));
    expect(events.filter((e) => e.action !== 'create')).toHaveLength(3);
    expect(events.find((e) => e.action === 'start')).toMatchObject({
      deviceAt: at(-118),
      at: NOW,
      clientActionId: batch[1]?.client_action_id,
    });

    // The outbox resends the whole batch (the answer was lost): same results, nothing changes.
    const eventsBefore = await db().$count(missionEvents);
    const notesBefore = await db().$count(notifications);
    t.clock.now = at(30);
    const replay = await sync(camille.token, batch);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(res.json());
    // Even after a restart of the server on the same database.
    const restarted = await buildApp({
      db: t.database.db,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      now: () => new Date(t.clock.now),
    });
    try {
      const again = await restarted.inject({
        method: 'POST',
        url: '/api/sync/actions',
        headers: { authorization: `Bearer ${camille.token}` },
        payload: { actions: batch },
      });
      expect(again.json()).toEqual(res.json());
    } finally {
      t.clock.now = NOW;
      await restarted.close();
    }
    expect(await db().$count(missionEvents)).toBe(eventsBefore);
    expect(await db().$count(notifications)).toBe(notesBefore);
  });

  it('[O2] shares its idempotency store with the single endpoints', async () => {
    const mission = await assigned();
    const tap = action(mission, 'accept', at(-5));
    const single = await t.request({
      method: 'PUT',
      url: `/api/prestations/${mission.id}/accept`,
      token: camille.token,
      headers: { 'idempotency-key': tap.client_action_id },
    });
    expect(single.statusCode).toBe(200);
    const res = await sync(camille.token, [tap, { ...tap }]);
    expect(res.json<{ results: SyncResult[] }>().results).toEqual([
      { client_action_id: tap.client_action_id, status: 200, prestation: single.json() },
      { client_action_id: tap.client_action_id, status: 200, prestation: single.json() },
    ]);
    const accepts = await db()
      .select()
      .from(missionEvents)
      .where(eq(missionEvents.missionId, mission.id));
    expect(accepts.filter((e) => e.action === 'accept')).toHaveLength(1);
  });

  it('reports a client_action_id reused for another action as a refused action', async () => {
    const mission = await assigned();
    const first = action(mission, 'accept', at(-5));
    const reused = {
      ...action(mission, 'start', at(-4)),
      client_action_id: first.client_action_id,
    };
    const next = action(mission, 'start', at(-3));
    const { results } = (await sync(camille.token, [first, reused, next])).json<{
      results: SyncResult[];
    }>();
    expect(results.map((r) => [r.status, r.detail])).toEqual([
      [200, undefined],
      [422, "Cet identifiant d'action a déjà servi pour une autre action."],
      [200, undefined],
    ]);
  });

  it('[O10] answers with its protocol version, and takes a request without one as version 1', async () => {
    const mission = await assigned();
    const declared = await sync(
      camille.token,
      [action(mission, 'accept', at(-5))],
      SYNC_PROTOCOL_VERSION,
    );
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      protocol: SYNC_PROTOCOL_VERSION,
      results: [{ status: 200 }],
    });
    // A client from before the version field.
    const legacy = await sync(camille.token, [action(mission, 'start', at(-4))]);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({
      protocol: SYNC_PROTOCOL_VERSION,
      results: [{ status: 200 }],
    });
    expect(await statusOf(mission.id)).toBe('in_progress');
  });

  it('[O10] refuses a protocol version it does not speak with the French detail, and changes nothing', async () => {
    const mission = await assigned();
    const tap = action(mission, 'accept', at(-5));
    const counts = async () => ({
      events: await db().$count(missionEvents),
      keys: await db().$count(idempotencyKeys),
      notifications: await db().$count(notifications),
    });
    const before = await counts();

    for (const protocol of [SYNC_PROTOCOL_VERSION + 1, 0]) {
      const res = await sync(camille.token, [tap], protocol);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: `Version du protocole de synchronisation non prise en charge (${protocol}). Mettez l'application à jour.`,
      });
    }
    expect(await statusOf(mission.id)).toBe('assigned');
    expect(await counts()).toEqual(before);

    // Nothing was remembered for the action either: sent again in a known version, it applies.
    const res = await sync(camille.token, [tap], SYNC_PROTOCOL_VERSION);
    expect(res.json<{ results: SyncResult[] }>().results).toMatchObject([{ status: 200 }]);
    expect(await statusOf(mission.id)).toBe('accepted');
  });

  it('validates the batch: 1 to 200 well-formed actions', async () => {
    const mission = await assigned();
    const empty = await sync(camille.token, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0]).toMatchObject({
      loc: ['body', 'actions'],
      msg: 'Au moins une action est attendue.',
    });
    const tooMany = await sync(
      camille.token,
      Array.from({ length: 201 }, () => action(mission, 'accept', at(0))),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail[0].msg).toBe('200 actions au plus par envoi.');
    const malformed = await sync(camille.token, [
      { ...action(mission, 'accept', at(0)), client_action_id: 'x', kind: 'pause' },
    ]);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          loc: ['body', 'actions', '0', 'client_action_id'],
          msg: "L'identifiant d'action doit être un UUID.",
        }),
        expect.objectContaining({
          loc: ['body', 'actions', '0', 'kind'],
          msg: "L'action doit être 'accept', 'start' ou 'end'.",
        }),
      ]),
    );
    const badProtocol = await sync(camille.token, [action(mission, 'accept', at(0))], '1');
    expect(badProtocol.statusCode).toBe(422);
    expect(badProtocol.json().detail[0]).toMatchObject({
      loc: ['body', 'protocol'],
      msg: 'La version du protocole doit être un nombre entier.',
    });
    expect(await statusOf(mission.id)).toBe('assigned');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/sync/actions',
      payload: { actions: [action(mission, 'accept', at(0))] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('applies a batch longer than one transaction in order, and a second sending of it changes nothing', async () => {
    const list = await Promise.all(Array.from({ length: 4 }, (_, i) => assigned(camille, i)));
    const first = list[0] as Prestation;
    const batch = [
      ...list.map((m) => action(m, 'accept', at(-130))),
      // Refused (already accepted): nothing of them is kept but their answers.
      ...Array.from({ length: 23 }, (_, i) =>
        action(list[i % 4] as Prestation, 'accept', at(-129)),
      ),
      // In the second transaction (the 28th tap onwards).
      action(first, 'start', at(-110)),
      action(first, 'end', at(-115)), // before the start
      action(first, 'end', at(-2)),
    ];
    const events = async () =>
      (await db().select().from(missionEvents).where(eq(missionEvents.missionId, first.id))).length;
    const eventsBefore = await events();
    const res = await sync(camille.token, batch);
    expect(res.statusCode).toBe(200);
    const results = res.json<{ results: SyncResult[] }>().results;
    expect(results.map((r) => r.client_action_id)).toEqual(batch.map((a) => a.client_action_id));
    expect(results.map((r) => r.status)).toEqual([
      ...Array.from({ length: 4 }, () => 200),
      ...Array.from({ length: 23 }, () => 409),
      200,
      422,
      200,
    ]);
    expect(results.at(-1)?.prestation?.status).toBe('completed');
    expect(await statusOf(first.id)).toBe('completed');
    for (const m of list.slice(1)) expect(await statusOf(m.id)).toBe('accepted');
    // accept, start, end: three events of this mission, none for the refused taps.
    expect((await events()) - eventsBefore).toBe(3);
    const keys = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, camille.user.id));
    const sent = new Set<string>(batch.map((a) => a.client_action_id));
    expect(keys.filter((k) => sent.has(k.key))).toHaveLength(batch.length);

    // The phone did not hear the answer and sends the same batch again: the same answers.
    const again = await sync(camille.token, batch);
    expect(again.json<{ results: SyncResult[] }>().results).toEqual(results);
    expect((await events()) - eventsBefore).toBe(3);
  });

  it('accepts a full batch of 200 actions', async () => {
    const list = await Promise.all(Array.from({ length: 4 }, (_, i) => assigned(camille, i)));
    const taps = Array.from({ length: 200 }, (_, i) =>
      action(list[i % 4] as Prestation, 'accept', at(-1)),
    );
    const res = await sync(camille.token, taps);
    expect(res.statusCode).toBe(200);
    const statuses = res.json<{ results: SyncResult[] }>().results.map((r) => r.status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4).every((s) => s === 409)).toBe(true);
  });
});
