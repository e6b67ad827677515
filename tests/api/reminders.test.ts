/**
 * Reminders, the late-start alert and the automatic validation's notice, on the real job
 * engine (real time: jobs are due a few seconds after they are planned).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { missions, notifications, sentReminders } from '../../src/server/db/schema.ts';
import { jobId } from '../../src/server/plugins/jobs.ts';
import { catchUpMissions, jobKey, QUEUES } from '../../src/server/modules/reminders/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  createAssignedMission,
  createInstitution,
  createNurse,
  missionRow,
  type Account,
} from './fixtures/missions.ts';

const MIN = 60_000;
const H = 60 * MIN;
const TZ = 'Europe/Paris';

let t: TestApp;
let clinic: Account;
let camille: Account;
let hugo: Account;

beforeAll(async () => {
  t = await createTestApp({ jobs: {}, now: () => new Date() });
  clinic = await createInstitution(t);
}, 60_000);

// Fresh professionals for each test: their missions overlap in time.
beforeEach(async () => {
  camille = await createNurse(t);
  hugo = await createNurse(t, { first_name: 'Hugo', last_name: 'Bernard', role: 'caregiver' });
});

afterAll(async () => {
  await t?.close();
});

/** « 07:00 » in Paris. */
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }).format(at);
const parisDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, dateStyle: 'short' }).format(at);

/** « aujourd’hui » or « demain », as said now for a start at `at`. */
function dayOf(at: Date): string {
  if (parisDay(at) === parisDay(new Date())) return 'aujourd’hui';
  const [y, m, d] = parisDay(new Date()).split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  if (parisDay(at) === tomorrow) return 'demain';
  throw new Error('a start 12 h ahead is today or tomorrow');
}

const notesOf = (userId: string, message: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.message, message)));

const missionNotesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'mission')));

const remindersOf = (missionId: string) =>
  t.database.db.select().from(sentReminders).where(eq(sentReminders.missionId, missionId));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits until `user` has exactly one notification `message`, and answers it. */
const notified = (userId: string, message: string) =>
  until(`notification « ${message} »`, async () => {
    const rows = await notesOf(userId, message);
    return rows.length > 0 ? rows : undefined;
  });

/** Waits until the job of `kind` planned for the mission at `due` has been worked. */
async function worked(missionId: string, kind: string, due: Date) {
  const queue =
    kind === 'late_start'
      ? QUEUES.late
      : kind === 'auto_validation'
        ? QUEUES.autoValidation
        : QUEUES.reminder;
  const id = jobId(queue, jobKey(missionId, kind as 'start_12h', due));
  await until(`job ${kind} worked`, async () => {
    const { rows } = await t.database.executor.executeSql(
      'select state from pgboss.job where id = $1',
      [id],
    );
    const state = (rows[0] as { state?: string } | undefined)?.state;
    if (state === 'failed') throw new Error(`job ${kind} failed`);
    return state === 'completed' ? true : undefined;
  });
}

const mission = (start: Date, name = `Nuit ${randomUUID().slice(0, 4)}`, nurse = camille) =>
  createAssignedMission(t, {
    institution: clinic,
    nurse,
    start,
    end: new Date(start.getTime() + 2 * H),
    name,
  });

const put = (url: string, token: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'PUT', url, token, payload });

/** Moves a mission's planned window (no route does; the catch-up plans it anew). */
async function move(id: string, start: Date) {
  await t.database.db
    .update(missions)
    .set({ dateStart: start, dateEnd: new Date(start.getTime() + 2 * H) })
    .where(eq(missions.id, id));
}

const soon = (offset: number, seconds = 3) => new Date(Date.now() + offset + seconds * 1000);

describe('reminders before the start', () => {
  it('reminds the assignee 12 h before, once, with the time and the establishment', async () => {
    const start = soon(12 * H);
    const m = await mission(start, 'Nuit aux Lilas');
    const message = `Rappel\u202f: prestation « Nuit aux Lilas » ${dayOf(start)} à ${hhmm(start)} chez Clinique des Lilas.`;
    const [note] = await notified(camille.user.id, message);
    expect(note).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      mailSubject: `Rappel\u202f: prestation ${dayOf(start)} à ${hhmm(start)}`,
    });
    await worked(m.id, 'start_12h', new Date(start.getTime() - 12 * H));
    // Planned again (the catch-up), the same job: still one.
    await catchUpMissions(t.app);
    expect(await notesOf(camille.user.id, message)).toHaveLength(1);
    expect(await remindersOf(m.id)).toEqual([
      expect.objectContaining({ kind: 'start_12h', dueAt: start, userId: camille.user.id }),
    ]);
  });

  it('reminds the assignee 1 h before', async () => {
    const start = soon(H);
    const m = await mission(start, 'Matinée');
    const [note] = await notified(
      camille.user.id,
      `Rappel\u202f: votre prestation « Matinée » commence à ${hhmm(start)} chez Clinique des Lilas.`,
    );
    expect(note).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      mailSubject: `Rappel\u202f: votre prestation commence à ${hhmm(start)}`,
    });
    // Assigned 1 h before: the 12 h reminder was never planned.
    expect((await remindersOf(m.id)).map((r) => r.kind)).toEqual(['start_1h']);
  });

  it('reminds nobody of a cancelled mission', async () => {
    // Time enough to cancel before the reminder is due, even on a busy machine.
    const start = soon(12 * H, 8);
    const m = await mission(start, 'Annulée');
    const cancel = await put(`/api/prestations/${m.id}/cancel`, await t.adminToken());
    expect(cancel.statusCode, cancel.body).toBe(200);
    await worked(m.id, 'start_12h', new Date(start.getTime() - 12 * H));
    expect(await remindersOf(m.id)).toEqual([]);
    const notes = await missionNotesOf(camille.user.id);
    expect(notes.filter((n) => n.message.startsWith('Rappel'))).toEqual([]);
  });

  it('reminds the new assignee of a handed-over mission, never the former one', async () => {
    // Time enough to hand it over before the reminder is due, even on a busy machine.
    const start = soon(12 * H, 10);
    const m = await mission(start, 'Échangée');
    const proposed = await t.request({
      method: 'POST',
      url: '/api/exchanges',
      token: camille.token,
      payload: { prestation_id: m.id, to_user_id: hugo.user.id },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const { exchange } = proposed.json<{ exchange: { id: string } }>();
    const answer = await t.request({
      method: 'PUT',
      url: `/api/exchanges/${exchange.id}/respond?accept=true`,
      token: hugo.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const message = `Rappel\u202f: prestation « Échangée » ${dayOf(start)} à ${hhmm(start)} chez Clinique des Lilas.`;
    await notified(hugo.user.id, message);
    await worked(m.id, 'start_12h', new Date(start.getTime() - 12 * H));
    expect(await notesOf(camille.user.id, message)).toEqual([]);
    expect((await remindersOf(m.id)).map((r) => r.userId)).toEqual([hugo.user.id]);
  });

  it('follows a moved mission: the old instant’s job does nothing, the new one reminds', async () => {
    // Time enough to move it before the first instant, even on a busy machine.
    const first = soon(12 * H, 8);
    const m = await mission(first, 'Déplacée');
    const moved = soon(12 * H, 12);
    await move(m.id, moved);
    await catchUpMissions(t.app);
    await worked(m.id, 'start_12h', new Date(first.getTime() - 12 * H));
    await worked(m.id, 'start_12h', new Date(moved.getTime() - 12 * H));
    const notes = (await missionNotesOf(camille.user.id)).filter((n) =>
      n.message.startsWith('Rappel\u202f: prestation « Déplacée »'),
    );
    expect(notes.map((n) => n.message)).toEqual([
      `Rappel\u202f: prestation « Déplacée » ${dayOf(moved)} à ${hhmm(moved)} chez Clinique des Lilas.`,
    ]);
    expect(await remindersOf(m.id)).toEqual([
      expect.objectContaining({ kind: 'start_12h', dueAt: moved, userId: camille.user.id }),
    ]);
  });
});

describe('the late-start alert', () => {
  /** An accepted mission whose late-start alert is due `lead` seconds from now. */
  async function lateMission(name: string, lead = 3): Promise<{ m: Prestation; start: Date }> {
    const m = await mission(soon(2 * H), name);
    const accept = await put(`/api/prestations/${m.id}/accept`, camille.token, {
      client_action_id: randomUUID(),
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const start = soon(-15 * MIN, lead);
    await move(m.id, start);
    return { m, start };
  }

  it('alerts the assignee and the establishment when she has not started', async () => {
    const { m, start } = await lateMission('Retard');
    await catchUpMissions(t.app);
    const [toHer] = await notified(
      camille.user.id,
      `La prestation « Retard » devait commencer à ${hhmm(start)}\u202f: pensez à appuyer sur « Commencer » dans Relève.`,
    );
    expect(toHer).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      mailSubject: 'Prestation non commencée',
    });
    const [toClinic] = await notified(
      clinic.user.id,
      `Camille Durand n’a pas encore commencé la prestation « Retard » prévue à ${hhmm(start)}.`,
    );
    expect(toClinic).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/prestations\?mission=/),
      mailSubject: 'Prestation non commencée',
    });
    await worked(m.id, 'late_start', new Date(start.getTime() + 15 * MIN));
    expect(
      (await remindersOf(m.id)).map((r) => [r.kind, r.userId, r.dueAt.toISOString()]).sort(),
    ).toEqual(
      [
        ['late_start', camille.user.id, start.toISOString()],
        ['late_start', clinic.user.id, start.toISOString()],
      ].sort(),
    );
  });

  it('still alerts when the mission is planned after its alert was due (an outage, a late move)', async () => {
    // Planned again 30 minutes after its start: the alert was due 15 minutes ago; it runs now.
    const m = await mission(soon(2 * H), 'Oubliée');
    const start = new Date(Date.now() - 30 * MIN);
    await move(m.id, start);
    await catchUpMissions(t.app);
    await notified(
      camille.user.id,
      `La prestation « Oubliée » devait commencer à ${hhmm(start)}\u202f: pensez à appuyer sur « Commencer » dans Relève.`,
    );
    await notified(
      clinic.user.id,
      `Camille Durand n’a pas encore commencé la prestation « Oubliée » prévue à ${hhmm(start)}.`,
    );
    // Planned again (the next catch-up): the same job, no second alert.
    await catchUpMissions(t.app);
    await worked(m.id, 'late_start', new Date(start.getTime() + 15 * MIN));
    expect((await remindersOf(m.id)).map((r) => r.userId).sort()).toEqual(
      [camille.user.id, clinic.user.id].sort(),
    );
  });

  it('alerts nobody when she started before', async () => {
    // Time enough to start before the alert is due, even on a busy machine.
    const { m, start } = await lateMission('À l’heure', 10);
    await catchUpMissions(t.app);
    const started = await put(`/api/prestations/${m.id}/start`, camille.token, {
      client_action_id: randomUUID(),
    });
    expect(started.statusCode, started.body).toBe(200);
    await worked(m.id, 'late_start', new Date(start.getTime() + 15 * MIN));
    expect(await remindersOf(m.id)).toEqual([]);
    for (const user of [camille, clinic]) {
      const notes = await missionNotesOf(user.user.id);
      expect(notes.filter((n) => n.mailSubject === 'Prestation non commencée')).not.toContainEqual(
        expect.objectContaining({ message: expect.stringContaining('« À l’heure »') }),
      );
    }
  });

  it('tells the establishment that nobody took its open mission', async () => {
    const admin = await t.adminToken();
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Personne',
        description: 'Renfort',
        dateStart: soon(3 * H).toISOString(),
        dateEnd: soon(5 * H).toISOString(),
        etablissement_id: clinic.user.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { prestation } = created.json<{ prestation: Prestation }>();
    const published = await put(`/api/prestations/${prestation.id}/publish`, admin);
    expect(published.statusCode, published.body).toBe(200);
    const start = soon(-15 * MIN);
    await move(prestation.id, start);
    await catchUpMissions(t.app);
    const [note] = await notified(
      clinic.user.id,
      `Personne n’a pris la prestation « Personne » prévue à ${hhmm(start)}.`,
    );
    expect(note).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/prestations\?mission=/),
      mailSubject: 'Prestation non pourvue',
    });
    expect((await remindersOf(prestation.id)).map((r) => r.userId)).toEqual([clinic.user.id]);
  });
});

describe('the automatic validation', () => {
  it('tells the professional once, 72 h after the end, and serves the same sign-off', async () => {
    const m = await mission(soon(30 * MIN), 'Heures');
    for (const kind of ['accept', 'start', 'end']) {
      const res = await put(`/api/prestations/${m.id}/${kind}`, camille.token, {
        client_action_id: randomUUID(),
      });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
    }
    // Ended 72 h ago, less 3 s.
    const endedAt = new Date(Date.now() - 72 * H + 3000);
    await t.database.db
      .update(missions)
      .set({
        dateStart: new Date(endedAt.getTime() - 2 * H),
        dateEnd: endedAt,
        startedAt: new Date(endedAt.getTime() - 2 * H),
        endedAt,
      })
      .where(eq(missions.id, m.id));
    const get = async () =>
      (
        await t.request({ method: 'GET', url: `/api/prestations/${m.id}`, token: camille.token })
      ).json<Prestation>();
    expect(await get()).toMatchObject({ validation: 'awaiting', validated_by: null });
    await catchUpMissions(t.app);
    const message =
      'Vos heures de la prestation « Heures » ont été validées automatiquement (72 h sans réponse de l’établissement).';
    const [note] = await notified(camille.user.id, message);
    expect(note).toMatchObject({
      type: 'mission',
      link: expect.stringMatching(/^\/mes-prestations\?mission=/),
      mailSubject: 'Heures validées automatiquement',
    });
    const due = new Date(endedAt.getTime() + 72 * H + 1);
    await worked(m.id, 'auto_validation', due);
    // The same job again (a retry, another instance): still told once.
    await t.database.executor.executeSql(
      "update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = $1",
      [jobId(QUEUES.autoValidation, jobKey(m.id, 'auto_validation', due))],
    );
    await worked(m.id, 'auto_validation', due);
    expect(await notesOf(camille.user.id, message)).toHaveLength(1);
    // Served validated from the clock, by nobody, at end + 72 h; the row keeps `awaiting`.
    expect(await get()).toMatchObject({
      validation: 'validated',
      validated_at: new Date(endedAt.getTime() + 72 * H).toISOString(),
      validated_by: null,
    });
    expect((await missionRow(t, m.id)).validation).toBe('awaiting');
  });
});
