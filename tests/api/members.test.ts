/**
 * Members of an establishment (issue 26, docs/product-rules.md « Members of an establishment »): the owner invites a
 * colleague by a one-time link of seven days (e-mailed through a real SMTP server started
 * here), she sets her password and is signed in; she sees and does all that the establishment
 * may, on its objects only (another's are « introuvable »), and what she does is recorded under
 * her name; removing her ends her sessions at once; only the owner and the admin manage the
 * team. The real server (buildApp + inject) on a real database.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import {
  auditLog,
  memberInvitations,
  missions,
  notifications,
  users,
} from '../../src/server/db/schema.ts';
import { createTestApp, PASSWORD, type TestApp } from './harness.ts';
import { createInstitution, createNurse, type Account } from './fixtures/missions.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../scripts/lib/smtp-catcher.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://releve.exemple.fr';
const OVERRIDE = { force: true, override_reason: 'Test des membres : planning hors sujet.' };

let smtp: SmtpCatcher;
let t: TestApp;
let admin: string;
let lilas: Account;
let tilleuls: Account;
let camille: Account;

const iso = (d: number | Date) => new Date(d).toISOString();
const setClock = (d: number | string) => {
  t.clock.now = new Date(d);
};
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => t.request({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

const invite = (institutionId: string, token: string, email: string, first_name = 'Inès') =>
  call('POST', `/api/institutions/${institutionId}/members`, token, {
    email,
    first_name,
    last_name: 'Martin',
  });

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

const accept = (token: string, password = PASSWORD) =>
  call('POST', '/api/auth/invitation', undefined, { token, password });

/** Invites `email` into `institution` and accepts it: the member's session. */
async function member(institution: Account, email: string) {
  const res = await invite(institution.user.id, institution.token, email);
  expect(res.statusCode, res.body).toBe(201);
  const accepted = await accept(tokenOf(res.json<{ invitation_url: string }>().invitation_url));
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<{ token: string; user: { id: string; institution_id: string } }>();
}

/** A mission of `institution` done by Camille, ended `endsAgo` before the clock. */
async function doneMission(institution: Account): Promise<Prestation> {
  const start = t.clock.now.getTime() - 6 * HOUR;
  const res = await call('POST', '/api/prestations', admin, {
    name: 'Nuit en USLD',
    description: 'Surveillance',
    dateStart: iso(start),
    dateEnd: iso(start + 4 * HOUR),
    etablissement_id: institution.user.id,
    assigned_to: camille.user.id,
    ...OVERRIDE,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ prestation: Prestation }>().prestation.id;
  const now = t.clock.now.getTime();
  for (const [kind, at] of [
    ['accept', start - 2 * HOUR],
    ['start', start],
    ['end', start + 4 * HOUR],
  ] as const) {
    setClock(at);
    const tap = await call('PUT', `/api/prestations/${id}/${kind}`, camille.token, {
      at: iso(at),
      client_action_id: randomUUID(),
    });
    expect(tap.statusCode, tap.body).toBe(200);
  }
  setClock(now);
  return (await call('GET', `/api/prestations/${id}`, admin)).json<Prestation>();
}

beforeAll(async () => {
  smtp = await startSmtpCatcher(0);
  t = await createTestApp({
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Relève <no-reply@releve.test>' },
    publicUrl: PUBLIC_URL,
  });
  setClock('2027-02-01T10:00:00Z');
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  tilleuls = await createInstitution(t, { name: 'EHPAD Les Tilleuls' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('existing establishments after the migration', () => {
  it('an establishment acts for itself: institution_id is its own id, and it keeps working', async () => {
    const me = await call('GET', '/api/auth/me', lilas.token);
    expect(me.json()).toMatchObject({ id: lilas.user.id, institution_id: lilas.user.id });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, lilas.user.id));
    expect(row?.institutionId).toBe(lilas.user.id);
    const mission = await doneMission(lilas);
    const res = await call('PUT', `/api/prestations/${mission.id}/validate`, lilas.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ validation: 'validated', validated_by: lilas.user.id });
  });
});

describe('the migration', () => {
  it('gives an establishment of before it its own id; one not yet migrated acts for itself', async () => {
    const old = await createInstitution(t, { name: 'Clinique Ancienne' });
    // As the row was before migration 0019.
    await t.database.db.update(users).set({ institutionId: null }).where(eq(users.id, old.user.id));
    t.app.cache.changed([old.user.id]);
    const me = await call('GET', '/api/auth/me', old.token);
    expect(me.json()).toMatchObject({ institution_id: old.user.id });
    const mission = await doneMission(old);
    const res = await call('PUT', `/api/prestations/${mission.id}/validate`, old.token);
    expect(res.statusCode, res.body).toBe(200);
    // The migration's own statement.
    const file = readFileSync(
      new URL('../../src/server/db/migrations/0019_members.sql', import.meta.url),
      'utf8',
    );
    const update = file
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.startsWith('UPDATE "users"'));
    expect(update).toBeDefined();
    await t.database.db.execute(sql.raw(update ?? ''));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, old.user.id));
    expect(row?.institutionId).toBe(old.user.id);
    const [nurse] = await t.database.db.select().from(users).where(eq(users.id, camille.user.id));
    expect(nurse?.institutionId).toBeNull();
  });
});

describe('inviting, accepting', () => {
  it('the invitation is e-mailed through SMTP, works once, and signs the new manager in', async () => {
    const res = await invite(lilas.user.id, lilas.token, 'ines.martin@releve.test');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ invitation_url: string; expires_at: string; mailed: boolean }>();
    expect(answer.invitation_url).toMatch(/^https:\/\/releve\.exemple\.fr\/invitation\?token=/);
    expect(answer.expires_at).toBe(iso(t.clock.now.getTime() + 7 * DAY));
    expect(answer.mailed).toBe(true);
    // Only the token's hash is stored.
    const token = tokenOf(answer.invitation_url);
    const stored = await t.database.db.select().from(memberInvitations);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    const mail = await vi.waitFor(
      () => {
        const found = smtp.messages.find((m) => m.envelopeTo.includes('ines.martin@releve.test'));
        if (!found) throw new Error('no invitation e-mail');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mail.subject).toBe('Clinique des Lilas vous invite sur Relève');
    expect(mail.text).toContain(answer.invitation_url);
    expect(mail.text).toContain("Ce lien ne fonctionne qu'une seule fois, pendant 7 jours.");

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const signed = accepted.json<{ token: string; user: Record<string, unknown> }>();
    expect(signed.user).toMatchObject({
      email: 'ines.martin@releve.test',
      first_name: 'Inès',
      last_name: 'Martin',
      role: 'institution',
      status: 'approved',
      institution_id: lilas.user.id,
    });
    // Her session works, and her password too.
    expect((await call('GET', '/api/auth/me', signed.token)).statusCode).toBe(200);
    expect(await t.login('ines.martin@releve.test')).toBeTruthy();

    const again = await accept(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      detail:
        "Ce lien d'invitation a déjà servi. Connectez-vous avec votre e-mail et votre mot de passe.",
    });

    const added = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.added'), eq(auditLog.objectId, String(signed.user.id))),
      );
    expect(added).toHaveLength(1);
  });

  it('an expired or unknown link is refused in French, and creates nothing', async () => {
    const res = await invite(lilas.user.id, lilas.token, 'tardive@releve.test');
    const token = tokenOf(res.json<{ invitation_url: string }>().invitation_url);
    const now = t.clock.now.getTime();
    setClock(now + 7 * DAY + 1000);
    const late = await accept(token);
    setClock(now);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({
      detail:
        "Ce lien d'invitation a expiré (il vaut 7 jours). Demandez-en un nouveau à l'établissement.",
    });
    const unknown = await accept('pas-un-jeton');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      detail: "Ce lien d'invitation n'est pas valable. Demandez-en un nouveau à l'établissement.",
    });
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'tardive@releve.test'));
    expect(rows).toHaveLength(0);
  });

  it('an address that already has an account is refused on its field', async () => {
    const res = await invite(lilas.user.id, lilas.token, camille.email);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      detail: [{ loc: ['body', 'email'], msg: 'Un compte existe déjà avec cette adresse e-mail.' }],
    });
  });
});

describe('a member acts for her establishment', () => {
  it('validates hours of her establishment (recorded under her name), not of another (404)', async () => {
    const ines = await member(lilas, 'ines.valide@releve.test');
    const ours = await doneMission(lilas);
    const theirs = await doneMission(tilleuls);

    const list = await call('GET', '/api/prestations', ines.token);
    expect(list.statusCode).toBe(200);
    const ids = list.json<Prestation[]>().map((m) => m.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);

    const res = await call('PUT', `/api/prestations/${ours.id}/validate`, ines.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ validation: 'validated', validated_by: ines.user.id });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hours.validated'), eq(auditLog.objectId, ours.id)));
    expect(audit.map((a) => a.actorId)).toEqual([ines.user.id]);

    const other = await call('PUT', `/api/prestations/${theirs.id}/validate`, ines.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: 'Prestation introuvable.' });
    expect((await call('GET', `/api/prestations/${theirs.id}`, ines.token)).statusCode).toBe(404);
  });

  it('creates missions for her establishment and sees its profile', async () => {
    const ines = await member(lilas, 'ines.cree@releve.test');
    const start = t.clock.now.getTime() + 3 * DAY;
    const res = await call('POST', '/api/prestations', ines.token, {
      name: 'Jour en médecine',
      description: '',
      dateStart: iso(start),
      dateEnd: iso(start + 8 * HOUR),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ prestation: Prestation & { etablissement_id?: string } }>()
      .prestation;
    const [row] = await t.database.db.select().from(missions).where(eq(missions.id, created.id));
    expect(row?.institutionId).toBe(lilas.user.id);
    expect(row?.createdBy).toBe(ines.user.id);
    // The owner sees what her colleague created.
    const owner = await call('GET', `/api/prestations/${created.id}`, lilas.token);
    expect(owner.statusCode).toBe(200);
    const mine = await call('GET', '/api/institutions/me', ines.token);
    expect(mine.json()).toMatchObject({ id: lilas.user.id, name: 'Clinique des Lilas' });
  });

  it('contests hours of her establishment: the contest is recorded under her name', async () => {
    const ines = await member(lilas, 'ines.conteste@releve.test');
    const mission = await doneMission(lilas);
    const res = await call('PUT', `/api/prestations/${mission.id}/contest`, ines.token, {
      started_at: mission.dateStart,
      ended_at: new Date(Date.parse(mission.dateStart) + 3 * HOUR).toISOString(),
      reason: 'Départ une heure plus tôt, vu avec la cadre de nuit.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      validation: 'contested',
      contest_reason: 'Départ une heure plus tôt, vu avec la cadre de nuit.',
    });
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'hours.contested'), eq(auditLog.objectId, mission.id)));
    expect(lines.map((l) => l.actorId)).toEqual([ines.user.id]);
  });

  it("the establishment's notifications reach every member", async () => {
    const ines = await member(lilas, 'ines.notifiee@releve.test');
    const mission = await doneMission(lilas);
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ines.user.id));
    const owners = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, lilas.user.id));
    const about = (rows: typeof mine) =>
      rows.filter((n) => n.message.includes(mission.name)).map((n) => n.message);
    expect(about(mine).length).toBeGreaterThan(0);
    expect(about(owners)).toEqual(expect.arrayContaining(about(mine)));
  });
});

describe('managing the team', () => {
  it('the owner lists and removes; the removed manager is refused at once', async () => {
    const ines = await member(lilas, 'ines.retiree@releve.test');
    const list = await call('GET', `/api/institutions/${lilas.user.id}/members`, lilas.token);
    expect(list.statusCode).toBe(200);
    const team = list.json<{ id: string; owner: boolean }[]>();
    expect(team[0]).toMatchObject({ id: lilas.user.id, owner: true });
    expect(team.map((m) => m.id)).toContain(ines.user.id);

    expect((await call('GET', '/api/prestations', ines.token)).statusCode).toBe(200);
    const removed = await call(
      'DELETE',
      `/api/institutions/${lilas.user.id}/members/${ines.user.id}`,
      lilas.token,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await call('GET', '/api/prestations', ines.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'ines.retiree@releve.test',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.removed'), eq(auditLog.objectId, ines.user.id)));
    expect(lines.map((l) => l.actorId)).toEqual([lilas.user.id]);
    const again = await call(
      'DELETE',
      `/api/institutions/${lilas.user.id}/members/${ines.user.id}`,
      lilas.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it('a member may not manage the team (403); another establishment gets 404; the admin may', async () => {
    const ines = await member(lilas, 'ines.simple@releve.test');
    const refused = await invite(lilas.user.id, ines.token, 'amie@releve.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail:
        "Seul le titulaire du compte de l'établissement (ou l'administrateur) gère son équipe.",
    });
    expect(
      (await call('GET', `/api/institutions/${lilas.user.id}/members`, ines.token)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'DELETE',
          `/api/institutions/${lilas.user.id}/members/${lilas.user.id}`,
          ines.token,
        )
      ).statusCode,
    ).toBe(403);

    const stranger = await call(
      'GET',
      `/api/institutions/${lilas.user.id}/members`,
      tilleuls.token,
    );
    expect(stranger.statusCode).toBe(404);
    const steal = await call(
      'DELETE',
      `/api/institutions/${tilleuls.user.id}/members/${ines.user.id}`,
      tilleuls.token,
    );
    expect(steal.statusCode).toBe(404);
    // The owner cannot be removed.
    const owner = await call(
      'DELETE',
      `/api/institutions/${lilas.user.id}/members/${lilas.user.id}`,
      admin,
    );
    expect(owner.statusCode).toBe(404);

    const byAdmin = await call(
      'DELETE',
      `/api/institutions/${lilas.user.id}/members/${ines.user.id}`,
      admin,
    );
    expect(byAdmin.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', ines.token)).statusCode).toBe(401);
  });

  it('members are not establishments of their own in the list of establishments', async () => {
    const ines = await member(lilas, 'ines.liste@releve.test');
    const list = await call('GET', '/api/institutions', admin);
    const ids = list.json<{ id: string }[]>().map((i) => i.id);
    expect(ids).toContain(lilas.user.id);
    expect(ids).not.toContain(ines.user.id);
  });
});
