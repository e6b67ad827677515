/**
 * Sign-in limits that stop attackers and not nurses, and the other abuse throttles
 * (docs/product-rules.md « Sign-in limits, uploads and abuse »), with the limits at their
 * defaults (the harness lifts the registration limit for the other files):
 * - an attempt is reserved before its password is checked: 100 concurrent guesses check 5;
 * - a device token of the account lets the right password in whatever others did (per account,
 *   per address), and is itself limited;
 * - reset e-mails (a real SMTP server), registrations, the administrators' grouped note;
 * - the administrator's reset link on PUBLIC_URL whatever the Host.
 */
import { and, eq } from 'drizzle-orm';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../../src/server/db/schema.ts';
import { DEFAULT_LIMITS } from '../../src/server/modules/auth/limits.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../scripts/lib/smtp-catcher.ts';
import { ADMIN, PASSWORD, createTestApp, type TestApp } from './harness.ts';

/** Every argon2 verification the server makes, counted (the real one still runs). */
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: async (...args: Parameters<typeof actual.verify>) => {
      argon.verifications += 1;
      return actual.verify(...args);
    },
  };
});

const PUBLIC_URL = 'https://releve.exemple.fr';
const TOO_MANY = { detail: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.' };
const WRONG = 'mauvais-mot-de-passe';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    limits: DEFAULT_LIMITS,
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Relève <no-reply@releve.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface SignIn {
  ip: string;
  password?: string;
  device?: string;
  cookie?: string;
}

const signIn = (email: string, { ip, password = PASSWORD, device, cookie }: SignIn) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(device ? { device_token: device } : {}) },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Her device token, from a sign-in of her own. */
async function deviceOf(email: string, ip = '198.18.0.1'): Promise<string> {
  const res = await signIn(email, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ device_token: string }>().device_token;
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, res) => {
    counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    return counts;
  }, {});

describe('sign-in limits', () => {
  it('checks at most 5 passwords of 100 concurrent wrong guesses from one address', async () => {
    const { email } = await t.createUser();
    argon.verifications = 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => signIn(email, { ip: '198.51.100.1', password: WRONG })),
    );
    expect(argon.verifications).toBe(5);
    expect(statuses(answers)).toEqual({ 401: 5, 429: 95 });
    expect(answers.find((res) => res.statusCode === 429)?.json()).toEqual(TOO_MANY);

    // The pair is closed, even to the right password; her other places are not.
    expect((await signIn(email, { ip: '198.51.100.1' })).statusCode).toBe(429);
    expect((await signIn(email, { ip: '198.51.100.2' })).statusCode).toBe(200);
    // After 15 minutes the pair opens again.
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    expect((await signIn(email, { ip: '198.51.100.1' })).statusCode).toBe(200);
  }, 60_000);

  it('lets the victim in with her device token after 30 failures from 30 addresses', async () => {
    const { email } = await t.createUser();
    const device = await deviceOf(email);
    argon.verifications = 0;
    const answers = [];
    for (let i = 1; i <= 30; i += 1) {
      answers.push(await signIn(email, { ip: `203.0.113.${i}`, password: WRONG }));
    }
    // 20 failures for the account, all addresses; the 10 attempts past them are not checked.
    expect(statuses(answers)).toEqual({ 401: 20, 429: 10 });
    expect(argon.verifications).toBe(20);

    // Without a device token nobody gets in, from anywhere, her right password included.
    expect((await signIn(email, { ip: '198.18.0.2' })).statusCode).toBe(429);
    // With hers (body or cookie), she does.
    const viaBody = await signIn(email, { ip: '198.18.0.2', device });
    expect(viaBody.statusCode, viaBody.body).toBe(200);
    const viaCookie = await signIn(email, { ip: '198.18.0.3', cookie: `releve_device=${device}` });
    expect(viaCookie.statusCode, viaCookie.body).toBe(200);
    // The attacker, even with her right address, still is not checked.
    argon.verifications = 0;
    expect((await signIn(email, { ip: '203.0.113.31', password: WRONG })).statusCode).toBe(429);
    expect(argon.verifications).toBe(0);
  }, 60_000);

  it('after 55 failures from one address, a nurse with her device token signs in there; an unknown device does not', async () => {
    const shared = '192.0.2.55';
    const known = await t.createUser();
    const unknown = await t.createUser();
    const device = await deviceOf(known.email);
    const answers = [];
    for (let i = 0; i < 55; i += 1) {
      answers.push(await signIn(`inconnu${i}@exemple.fr`, { ip: shared, password: WRONG }));
    }
    expect(statuses(answers)).toEqual({ 401: 50, 429: 5 });

    const withDevice = await signIn(known.email, { ip: shared, cookie: `releve_device=${device}` });
    expect(withDevice.statusCode, withDevice.body).toBe(200);
    const without = await signIn(unknown.email, { ip: shared });
    expect(without.statusCode).toBe(429);
    expect(without.json()).toEqual(TOO_MANY);
    // A made-up token, or another account's, is an unknown device.
    expect((await signIn(unknown.email, { ip: shared, device: 'x'.repeat(43) })).statusCode).toBe(
      429,
    );
    expect((await signIn(unknown.email, { ip: shared, device })).statusCode).toBe(429);
  }, 60_000);

  it('gives the device token as an HttpOnly, SameSite=Strict cookie and keeps it at the next sign-in', async () => {
    const { email } = await t.createUser();
    const first = await signIn(email, { ip: '198.18.1.1' });
    const token = first.json<{ device_token: string }>().device_token;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(first.headers['set-cookie']).toBe(
      `releve_device=${token}; Path=/api/auth; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure`,
    );
    const again = await signIn(email, { ip: '198.18.1.1', cookie: `releve_device=${token}` });
    expect(again.json<{ device_token: string }>().device_token).toBe(token);
    // Without it, a new device gets a new token.
    const other = await signIn(email, { ip: '198.18.1.1' });
    expect(other.json<{ device_token: string }>().device_token).not.toBe(token);
  });

  it('limits guesses made with a device token too (a stolen token is no master key)', async () => {
    const { email } = await t.createUser();
    const device = await deviceOf(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(email, { ip: '198.18.2.1', device, password: WRONG })).statusCode).toBe(
        401,
      );
    }
    expect((await signIn(email, { ip: '198.18.2.1', device })).statusCode).toBe(429);
    // Her other device, or her address without it, are not closed by it.
    expect((await signIn(email, { ip: '198.18.2.2' })).statusCode).toBe(200);
  });

  it('forgets her own failures at a place once she gets in there', async () => {
    const { email } = await t.createUser();
    for (let i = 0; i < 4; i += 1) await signIn(email, { ip: '198.18.3.1', password: WRONG });
    expect((await signIn(email, { ip: '198.18.3.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(email, { ip: '198.18.3.1', password: WRONG })).statusCode).toBe(401);
    }
    expect((await signIn(email, { ip: '198.18.3.1' })).statusCode).toBe(200);
  });
});

describe('other abuse', () => {
  it('sends at most 3 reset e-mails an hour to one address, with identical 202 answers', async () => {
    const { email } = await t.createUser();
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(
        await t.request({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email },
          remoteAddress: `198.18.4.${i + 1}`,
        }),
      );
    }
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const resets = () =>
      smtp.messages.filter(
        (m) => m.envelopeTo.includes(email) && m.subject.startsWith('Réinitialiser'),
      );
    await vi.waitFor(() => expect(resets()).toHaveLength(3), { timeout: 15_000 });
    // Nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resets()).toHaveLength(3);
    // An hour later she may ask again.
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    await t.request({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    await vi.waitFor(() => expect(resets()).toHaveLength(4), { timeout: 15_000 });
  }, 60_000);

  const registration = (i: number) => ({
    email: `inscrite${i}-${Date.now()}@exemple.fr`,
    password: 'un-mot-de-passe-solide',
    first_name: 'Inès',
    last_name: `Martin${i}`,
    phone: '06 12 34 56 78',
    address: '12 rue des Lilas, 69003 Lyon',
    role: 'nurse',
  });
  const register = (i: number, ip: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(i),
      remoteAddress: ip,
    });

  it('refuses the 11th registration from one address in an hour (429, in French)', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await register(i, '198.18.5.1'));
    expect(answers.slice(0, 10).map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(answers[10]!.statusCode).toBe(429);
    expect(answers[10]!.json()).toEqual({
      detail: "Trop d'inscriptions depuis cette adresse. Réessayez dans une heure.",
    });
    // Another address may; an hour later this one may again.
    expect((await register(11, '198.18.5.2')).statusCode).toBe(201);
    t.clock.now = new Date(t.clock.now.getTime() + 61 * 60_000);
    expect((await register(12, '198.18.5.1')).statusCode).toBe(201);
  }, 60_000);

  it('groups the administrators’ new-account notes: one, saying how many await', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    const approvalNotes = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin!.id), eq(notifications.type, 'approval')));
    // She has read what was there.
    await t.database.db
      .update(notifications)
      .set({ readStatus: true })
      .where(eq(notifications.userId, admin!.id));
    const before = (await approvalNotes()).length;
    const pending = await t.database.db.$count(users, eq(users.status, 'pending'));
    for (let i = 0; i < 5; i += 1) await register(100 + i, `198.18.6.${i + 1}`);

    const notes = await approvalNotes();
    expect(notes).toHaveLength(before + 1);
    const unread = notes.filter((n) => !n.readStatus);
    expect(unread).toHaveLength(1);
    expect(unread[0]).toMatchObject({
      message: `${pending + 5} comptes à valider, dont Inès Martin104 (infirmier(ère)).`,
      link: '/users',
    });
  }, 60_000);

  it('builds the administrator’s reset link on PUBLIC_URL, whatever the Host says', async () => {
    const { user } = await t.createUser();
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset-link`,
      token: await t.adminToken(),
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ url: string }>().url).toMatch(
      /^https:\/\/releve\.exemple\.fr\/reinitialiser-mot-de-passe\?token=[\w-]+$/,
    );
  });
});
