/**
 * The server on its embedded database (PGlite in DATA_DIR) is killed with SIGKILL in the
 * middle of a burst of nurse actions, then restarted on the same folder. It starts, every
 * write it had confirmed is there, and replaying every action with its key (as the offline
 * outbox does) brings each mission to the state the actions imply, each action applied once.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { SyncResponse } from '../../src/contract/sync.ts';
import {
  call,
  expectCall,
  killAll,
  registerApproved,
  startServer,
  tempDir,
  type ServerProcess,
} from './fixtures/processes.ts';

const ADMIN = { email: 'admin@crash.test', password: 'admin-password-crash' };
const ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'crash-secret-crash-secret-crash-secret',
};
const MISSIONS = 24;

type Kind = 'accept' | 'start' | 'end';

interface Action {
  mission: string;
  kind: Kind;
  key: string;
  at: string;
  /** Half the missions go through the single endpoints, half through the offline batch. */
  via: 'single' | 'sync';
}

const dir = tempDir('crash');
afterAll(async () => {
  await killAll();
  dir.remove();
});

/** Sends one mission's actions: one keyed call each, or one batch. Returns the answers by key. */
async function send(
  base: string,
  token: string,
  actions: Action[],
): Promise<Map<string, { status: number; prestation?: Prestation }>> {
  const answers = new Map<string, { status: number; prestation?: Prestation }>();
  const first = actions[0];
  if (!first) return answers;
  if (first.via === 'sync') {
    const res = await call<SyncResponse>(base, 'POST', '/api/sync/actions', {
      token,
      body: {
        actions: actions.map((a) => ({
          client_action_id: a.key,
          prestation_id: a.mission,
          kind: a.kind,
          at: a.at,
        })),
      },
    });
    if (res.status !== 200) throw new Error(`sync: ${res.status} ${JSON.stringify(res.body)}`);
    for (const r of res.body.results) {
      answers.set(r.client_action_id, {
        status: r.status,
        ...(r.prestation ? { prestation: r.prestation } : {}),
      });
    }
    return answers;
  }
  for (const a of actions) {
    const res = await call<Prestation>(base, 'PUT', `/api/prestations/${a.mission}/${a.kind}`, {
      token,
      headers: { 'idempotency-key': a.key },
      body: { client_action_id: a.key, at: a.at },
    });
    answers.set(a.key, { status: res.status, prestation: res.body });
  }
  return answers;
}

/**
 * Fires every mission's actions at once and SIGKILLs the server once `killAfter` of them
 * are confirmed. Returns the confirmed answers and how many calls the kill cut off.
 */
async function burstAndKill(
  server: ServerProcess,
  token: string,
  plan: Action[][],
  killAfter: number,
) {
  const confirmed = new Map<string, { status: number; prestation?: Prestation }>();
  let killing: Promise<unknown> | undefined;
  let cutOff = 0;
  await Promise.all(
    plan.map(async (actions) => {
      // The batch missions send everything at once; the others one call after the other.
      const steps = actions[0]?.via === 'sync' ? [actions] : actions.map((a) => [a]);
      for (const step of steps) {
        if (killing) {
          cutOff += 1;
          return;
        }
        try {
          const answers = await send(server.url, token, step);
          for (const [key, answer] of answers) {
            expect(answer.status, JSON.stringify(answer)).toBe(200);
            confirmed.set(key, answer);
          }
        } catch {
          cutOff += 1;
          return;
        }
        if (!killing && confirmed.size >= killAfter) {
          // A few milliseconds later, so that the kill may also land between a commit and its
          // answer (an action applied that the phone never heard of).
          killing = new Promise((r) => setTimeout(r, Math.random() * 40)).then(() =>
            server.kill('SIGKILL'),
          );
        }
      }
    }),
  );
  const exit = await server.exited;
  expect(exit.signal).toBe('SIGKILL');
  return { confirmed, cutOff };
}

/** What GET says about each mission now. */
async function missionsNow(base: string, token: string) {
  const list = await expectCall<Prestation[]>(base, 'GET', '/api/prestations?limit=1000', 200, {
    token,
  });
  return new Map(list.map((m) => [m.id, m]));
}

/** Every confirmed action is visible: the mission is at least as far as it said. */
function expectConfirmedWritesKept(
  confirmed: Map<string, { prestation?: Prestation }>,
  actions: Action[],
  now: Map<string, Prestation>,
) {
  const order = ['assigned', 'accepted', 'in_progress', 'completed'];
  for (const a of actions) {
    const answer = confirmed.get(a.key);
    if (!answer?.prestation) continue;
    const mission = now.get(a.mission);
    expect(mission, `mission ${a.mission}`).toBeDefined();
    expect(order.indexOf(mission!.status)).toBeGreaterThanOrEqual(
      order.indexOf(answer.prestation.status),
    );
    if (a.kind === 'start') expect(mission!.started_at).toBe(a.at);
    if (a.kind === 'end') expect(mission!.ended_at).toBe(a.at);
  }
}

/** How many actions not confirmed before the kill had nevertheless been committed. */
function committedUnconfirmed(
  confirmed: Map<string, unknown>,
  actions: Action[],
  now: Map<string, Prestation>,
) {
  const reached: Record<Kind, string[]> = {
    accept: ['accepted', 'in_progress', 'completed'],
    start: ['in_progress', 'completed'],
    end: ['completed'],
  };
  return actions.filter(
    (a) => !confirmed.has(a.key) && reached[a.kind].includes(now.get(a.mission)?.status ?? ''),
  ).length;
}

/** Replays every action with its key, in order; a confirmed one gets its first answer back. */
async function replayAll(
  base: string,
  token: string,
  plan: Action[][],
  confirmed: Map<string, { status: number; prestation?: Prestation }>,
) {
  for (const actions of plan) {
    const answers = await send(base, token, actions);
    for (const a of actions) {
      const answer = answers.get(a.key);
      expect(answer?.status, `${a.kind} ${a.mission}: ${JSON.stringify(answer)}`).toBe(200);
      const first = confirmed.get(a.key);
      if (first) expect(answer?.prestation).toEqual(first.prestation);
    }
  }
}

describe('crash safety on the embedded database', () => {
  it('keeps confirmed writes and applies each replayed action once after SIGKILLs mid-burst', async () => {
    let server = await startServer({ dataDir: dir.path, env: ENV });
    const { token: adminToken } = await expectCall<{ token: string }>(
      server.url,
      'POST',
      '/api/auth/login',
      200,
      { body: ADMIN },
    );
    const nurse = await registerApproved(server.url, adminToken, {
      role: 'nurse',
      first_name: 'Camille',
      last_name: 'Durand',
    });
    const institution = await registerApproved(server.url, adminToken, {
      role: 'institution',
      first_name: 'Clinique',
      last_name: 'Bellecour',
    });
    const t0 = Date.now();
    const missionIds: string[] = [];
    for (let i = 0; i < MISSIONS; i += 1) {
      const { prestation } = await expectCall<{ prestation: Prestation }>(
        server.url,
        'POST',
        '/api/prestations',
        201,
        {
          token: adminToken,
          body: {
            name: `Tournée ${i + 1}`,
            dateStart: new Date(t0 + 30 * 60_000).toISOString(),
            dateEnd: new Date(t0 + 8.5 * 3600_000).toISOString(),
            etablissement_id: institution.id,
            assigned_to: nurse.id,
            // The same hours for all of them: only the administrator's override allows it
            // (docs/product-rules.md, « Staffing »).
            force: true,
            override_reason: 'Charge simultanée pour le test de reprise après arrêt brutal.',
          },
        },
      );
      missionIds.push(prestation.id);
    }
    const action = (mission: string, i: number, kind: Kind, at: number): Action => ({
      mission,
      kind,
      key: crypto.randomUUID(),
      at: new Date(at).toISOString(),
      via: i % 2 === 0 ? 'single' : 'sync',
    });

    // Round 1: accept and start, killed a third of the way.
    const round1 = missionIds.map((m, i) => [
      action(m, i, 'accept', t0 - 60_000),
      action(m, i, 'start', t0 - 59_000),
    ]);
    const first = await burstAndKill(server, nurse.token, round1, 16);
    expect(first.cutOff, 'the kill interrupted calls in flight').toBeGreaterThan(0);

    server = await startServer({ dataDir: dir.path, env: ENV });
    const after1 = await missionsNow(server.url, nurse.token);
    expectConfirmedWritesKept(first.confirmed, round1.flat(), after1);
    console.info(
      `crash 1: ${first.confirmed.size}/${round1.flat().length} actions confirmed, ` +
        `${first.cutOff} calls cut off, ` +
        `${committedUnconfirmed(first.confirmed, round1.flat(), after1)} committed unconfirmed`,
    );
    await replayAll(server.url, nurse.token, round1, first.confirmed);
    for (const [id, m] of await missionsNow(server.url, nurse.token)) {
      const start = round1.flat().find((a) => a.mission === id && a.kind === 'start');
      expect(m).toMatchObject({ status: 'in_progress', started_at: start?.at, ended_at: null });
    }

    // Round 2: end every mission, killed again mid-burst.
    const t1 = Date.now();
    const round2 = missionIds.map((m, i) => [action(m, i, 'end', t1)]);
    const second = await burstAndKill(server, nurse.token, round2, 8);
    expect(second.cutOff).toBeGreaterThan(0);

    server = await startServer({ dataDir: dir.path, env: ENV });
    const after2 = await missionsNow(server.url, nurse.token);
    expectConfirmedWritesKept(second.confirmed, round2.flat(), after2);
    console.info(
      `crash 2: ${second.confirmed.size}/${round2.flat().length} actions confirmed, ` +
        `${second.cutOff} calls cut off, ` +
        `${committedUnconfirmed(second.confirmed, round2.flat(), after2)} committed unconfirmed`,
    );
    await replayAll(server.url, nurse.token, round2, second.confirmed);
    const final = await missionsNow(server.url, nurse.token);
    expect(final.size).toBe(MISSIONS);
    for (const m of final.values()) {
      expect(m).toMatchObject({
        status: 'completed',
        ended_at: new Date(t1).toISOString(),
        actual_duration: Math.round((t1 - (t0 - 59_000)) / 60_000),
      });
    }
    // A replay after all that still changes nothing.
    await replayAll(server.url, nurse.token, [...round1, ...round2], new Map());

    // The audit log, read straight from the stopped server's folder.
    expect((await server.kill('SIGTERM')).code).toBe(0);
    const db = new PGlite(join(dir.path, 'db'));
    try {
      const keys = [...round1.flat(), ...round2.flat()].map((a) => a.key);
      const events = await db.query<{ client_action_id: string; n: number }>(
        `select client_action_id, count(*)::int as n from mission_events
           where client_action_id is not null group by client_action_id`,
      );
      expect(events.rows).toHaveLength(keys.length);
      expect(events.rows.every((r) => r.n === 1)).toBe(true);
      expect(new Set(events.rows.map((r) => r.client_action_id))).toEqual(new Set(keys));
      const stored = await db.query<{ status_code: number; n: number }>(
        'select status_code, count(*)::int as n from idempotency_keys group by status_code',
      );
      expect(stored.rows).toEqual([{ status_code: 200, n: keys.length }]);
      const states = await db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from missions group by status',
      );
      expect(states.rows).toEqual([{ status: 'completed', n: MISSIONS }]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
