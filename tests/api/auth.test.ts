import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../src/server/db/schema.ts';
import { ADMIN, PASSWORD, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload });

const valid = (over: Record<string, unknown> = {}) => ({
  email: `Infirmiere.${Math.random().toString(36).slice(2)}@Exemple.fr`,
  password: PASSWORD,
  first_name: 'Camille',
  last_name: 'Durand',
  phone: '06 11 22 33 44',
  address: '3 place Bellecour, Lyon',
  role: 'nurse',
  ...over,
});

describe('registration', () => {
  it('creates a pending account, lower-cases the email and never returns the hash', async () => {
    const payload = valid();
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Inscription réussie ! Attendez l'approbation de l'administrateur.");
    expect(body.user).toMatchObject({
      email: payload.email.toLowerCase(),
      status: 'pending',
      role: 'nurse',
      name: 'Camille Durand',
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('password');
  });

  it('defaults the role to nurse', async () => {
    const { role: _role, ...payload } = valid();
    const res = await register(payload);
    expect(res.json().user.role).toBe('nurse');
  });

  it("stores 'établissement de santé' as institution with its name and tariffs in euros", async () => {
    const res = await register(
      valid({
        role: 'établissement de santé',
        name: 'Clinique des Lilas',
        tarification: { weekday_rate: 28.5, weekend_rate: 35, night_week_rate: null },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      role: 'institution',
      name: 'Clinique des Lilas',
      tarification: {
        weekday_rate: 28.5,
        weekend_rate: 35,
        night_week_rate: null,
        night_weekend_rate: null,
        travel_fee: null,
      },
    });
  });

  it('requires the establishment name for an institution', async () => {
    const res = await register(valid({ role: 'institution' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({
      loc: ['body', 'name'],
      msg: "Le nom de l'établissement est obligatoire.",
      type: 'custom',
    });
  });

  it('refuses admin as a role, and short passwords, with French details', async () => {
    const before = await t.database.db.$count(users);
    const res = await register(valid({ role: 'admin', password: 'court' }));
    expect(res.statusCode).toBe(422);
    const msgs = res.json().detail.map((d: { msg: string }) => d.msg);
    expect(msgs).toContain('Le mot de passe doit contenir au moins 12 caractères.');
    expect(msgs).toContain(
      'Rôle invalide : infirmier(ère), aide-soignant(e) ou établissement de santé.',
    );
    expect(await t.database.db.$count(users)).toBe(before);
  });

  it('refuses a second account with the same email (any case)', async () => {
    const payload = valid();
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0]).toMatchObject({
      loc: ['body', 'email'],
      msg: 'Un compte existe déjà avec cette adresse e-mail.',
    });
  });

  it.each([
    ['a non-object body', '"texte"'],
    ['a wrongly typed field', JSON.stringify({ ...valid(), tarification: { weekday_rate: 'x' } })],
    ['negative tariffs', JSON.stringify({ ...valid(), tarification: { travel_fee: -1 } })],
    ['three decimals', JSON.stringify({ ...valid(), tarification: { travel_fee: 1.234 } })],
    ['an invalid email', JSON.stringify({ ...valid(), email: 'pas-un-email' })],
    ['an empty first name', JSON.stringify({ ...valid(), first_name: '   ' })],
  ])('answers 422 with a French detail for %s', async (_label, payload) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(Array.isArray(res.json().detail)).toBe(true);
    expect(res.json().detail[0].msg).toMatch(/[a-zé]/);
  });

  it('answers 400 with a French detail for malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Corps de requête JSON invalide.' });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await register(valid({ address: 'x'.repeat(300_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Corps de requête trop volumineux.' });
  });
});

describe('login', () => {
  it('refuses a pending account with 403 and a French detail', async () => {
    const { email } = await t.createUser({ approve: false });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: "Votre compte est en attente de validation par l'administrateur.",
    });
  });

  it('refuses a rejected account with 403', async () => {
    const { user, email } = await t.createUser({ approve: false });
    const rej = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/reject`,
      token: await t.adminToken(),
    });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().message).toBe('Utilisateur rejeté');
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Votre compte a été refusé.' });
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await t.createUser();
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'personne@nulle.part', password: PASSWORD },
    });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'mauvais-mot-de-passe' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Adresse e-mail ou mot de passe incorrect.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('returns a token and the user; the email is matched case-insensitively', async () => {
    const { email, user } = await t.createUser({ role: 'caregiver' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'caregiver', status: 'approved' });
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('does not count successful logins', async () => {
    const { email } = await t.createUser();
    for (let i = 0; i < 8; i += 1) await t.login(email);
    expect(await t.login(email)).toBeTypeOf('string');
  });
});

describe('tokens', () => {
  const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });

  it('requires a token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentification requise.' });
  });

  it('refuses a tampered token', async () => {
    const { token } = await t.createUser();
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    const res = await me(`${h}.${forged}.${s}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Session expirée. Veuillez vous reconnecter.' });
  });

  it("refuses alg 'none' and a token signed with another secret", async () => {
    const { user } = await t.createUser();
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ sub: user.id, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url');
    expect((await me(`${header}.${body}.`)).statusCode).toBe(401);
    const other = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const short = await createTestApp({ tokenTtlSeconds: 1 });
    try {
      const { token } = await short.createUser();
      expect((await short.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(
        200,
      );
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.request({ method: 'GET', url: '/api/auth/me', token });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses every earlier token after logout', async () => {
    const { token, email } = await t.createUser();
    const second = await t.login(email);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(await t.login(email))).statusCode).toBe(200);
  });
});

describe('user management', () => {
  it('is for the admin only', async () => {
    const { token } = await t.createUser();
    const { token: inst } = await t.createUser({ role: 'institution' });
    for (const tok of [token, inst]) {
      expect((await t.request({ method: 'GET', url: '/api/users', token: tok })).statusCode).toBe(
        403,
      );
      const approve = await t.request({
        method: 'POST',
        url: `/api/users/whatever/approve`,
        token: tok,
      });
      expect(approve.statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('lists users pending first, without password hashes', async () => {
    await t.createUser({ approve: false });
    const res = await t.request({ method: 'GET', url: '/api/users', token: await t.adminToken() });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0].status).toBe('pending');
    expect(res.body).not.toMatch(/password|argon2/);
  });

  it('approves only pending users and notifies them', async () => {
    const { user } = await t.createUser({ approve: false });
    const admin = await t.adminToken();
    const ok = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/approve`,
      token: admin,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Utilisateur approuvé',
      user: { status: 'approved' },
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/reject`,
      token: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Ce compte est déjà approuvé.' });
    const missing = await t.request({
      method: 'POST',
      url: `/api/users/inconnu/approve`,
      token: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Utilisateur introuvable.' });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'approval' });
  });

  it('serves the directory of approved users to any signed-in user, without contact data', async () => {
    const pending = await t.createUser({ approve: false });
    const { token, user } = await t.createUser();
    const res = await t.request({ method: 'GET', url: '/api/users/directory', token });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((u: { id: string }) => u.id);
    expect(ids).toContain(user.id);
    expect(ids).not.toContain(pending.user.id);
    expect(res.body).not.toMatch(/email|phone|address/);
  });
});

describe('basics', () => {
  it('serves health without a token and sets security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('answers unknown API paths with a French 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Ressource introuvable.' });
  });

  it('logs the admin in from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(res.json().user.role).toBe('admin');
  });
});
