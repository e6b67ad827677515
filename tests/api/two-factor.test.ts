/**
 * Two-factor sign-in (TOTP, RFC 6238): setup, enable with a code, login answering a challenge,
 * verify with a TOTP or a recovery code, five wrong codes, replay, disable, REQUIRE_ADMIN_2FA
 * and the audit lines. Codes are computed from the served secret with the same library an
 * authenticator app's algorithm follows, at the app's clock.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, twoFactor, twoFactorRecoveryCodes } from '../../src/server/db/schema.ts';
import { ADMIN, PASSWORD, createTestApp, type TestApp } from './harness.ts';
import { enableTwoFactor, setUpTwoFactor, totpCode } from './fixtures/two-factor.ts';

let t: TestApp;
afterEach(async () => t?.close());

const login = (email: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const verify = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge, code } });
const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

describe('two-factor sign-in', () => {
  it('setup gives an otpauth URL and its secret; the secret is stored encrypted', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const res = await t.request({ method: 'POST', url: '/api/auth/2fa/setup', token: nurse.token });
    expect(res.statusCode).toBe(200);
    const { otpauth_url, secret } = res.json<{ otpauth_url: string; secret: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Rel%C3%A8ve:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('period=30');
    const [row] = await t.app.db
      .select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, nurse.user.id));
    expect(row!.secretEnc).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    // Not enabled yet: login still answers the token.
    expect((await login(nurse.email)).json()).toHaveProperty('token');
  });

  it('enable refuses a wrong code, accepts the right one and answers ten recovery codes, stored hashed', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const secret = await setUpTwoFactor(t, nurse.token);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      token: nurse.token,
      payload: { code: '000000' === totpCode(secret, t.clock.now) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: 'Code incorrect.' });
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      token: nurse.token,
      payload: { code: totpCode(secret, t.clock.now) },
    });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.app.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, nurse.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.join()).not.toContain(row.codeHash);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'two_factor.enabled'), eq(auditLog.objectId, nurse.user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: nurse.user.id, objectType: 'user' });
  });

  it('login then asks for the code: a wrong one is refused, the right one gives the token and device cookie', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { secret } = await enableTwoFactor(t, nurse.token);
    later(60);
    const first = await login(nurse.email);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ two_factor_required: boolean; challenge: string }>();
    expect(body.two_factor_required).toBe(true);
    expect(body).not.toHaveProperty('token');
    expect(first.headers['set-cookie']).toBeUndefined();

    const right = totpCode(secret, t.clock.now);
    const wrong = await verify(body.challenge, right === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Code incorrect.' });

    const res = await verify(body.challenge, right);
    expect(res.statusCode).toBe(200);
    const signed = res.json<{ token: string; user: { id: string }; device_token: string }>();
    expect(signed.user.id).toBe(nurse.user.id);
    expect(signed.device_token.length).toBeGreaterThan(20);
    expect(String(res.headers['set-cookie'])).toMatch(/^releve_device=.+HttpOnly; SameSite=Strict/);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: signed.token });
    expect(me.statusCode).toBe(200);

    // The challenge served once; the same code cannot open a second one (replay).
    expect((await verify(body.challenge, right)).statusCode).toBe(401);
    const again = (await login(nurse.email)).json<{ challenge: string }>();
    const replay = await verify(again.challenge, right);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'Code incorrect.' });
    // One step later (within the ±1 tolerance the previous step's code would still pass
    // unless already used), the new code works.
    later(30);
    expect((await verify(again.challenge, totpCode(secret, t.clock.now))).statusCode).toBe(200);
  });

  it('accepts the code of the previous and the next step, not two steps away', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { secret } = await enableTwoFactor(t, nurse.token);
    later(300);
    const far = (await login(nurse.email)).json<{ challenge: string }>();
    const now = t.clock.now.getTime();
    expect((await verify(far.challenge, totpCode(secret, new Date(now - 65_000)))).statusCode).toBe(
      401,
    );
    expect((await verify(far.challenge, totpCode(secret, new Date(now + 30_000)))).statusCode).toBe(
      200,
    );
  });

  it('a recovery code works once', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { recoveryCodes } = await enableTwoFactor(t, nurse.token);
    const one = (await login(nurse.email)).json<{ challenge: string }>();
    // Typed in capitals, with spaces: still the code.
    const typed = ` ${recoveryCodes[3]!.toUpperCase()} `;
    const res = await verify(one.challenge, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('token');
    const two = (await login(nurse.email)).json<{ challenge: string }>();
    const again = await verify(two.challenge, recoveryCodes[3]!);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: 'Code incorrect.' });
    expect((await verify(two.challenge, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('five wrong codes end the challenge, even for the right code after', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { secret } = await enableTwoFactor(t, nurse.token);
    later(60);
    const { challenge } = (await login(nurse.email)).json<{ challenge: string }>();
    const right = totpCode(secret, t.clock.now);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      expect((await verify(challenge, wrongCode)).json()).toEqual({ detail: 'Code incorrect.' });
    }
    const fifth = await verify(challenge, wrongCode);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({
      detail:
        'Cette vérification a expiré ou a reçu trop de codes erronés\u202f: reconnectez-vous.',
    });
    expect((await verify(challenge, right)).statusCode).toBe(401);
  });

  it('a challenge expires after five minutes', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { secret } = await enableTwoFactor(t, nurse.token);
    const { challenge } = (await login(nurse.email)).json<{ challenge: string }>();
    later(5 * 60 + 1);
    const res = await verify(challenge, totpCode(secret, t.clock.now));
    expect(res.statusCode).toBe(401);
    expect(res.json<{ detail: string }>().detail).toMatch(/expiré/);
  });

  it('disable needs a right code, then login gives the token again; audited', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const { secret } = await enableTwoFactor(t, nurse.token);
    later(60);
    const del = (code: string) =>
      t.request({ method: 'DELETE', url: '/api/auth/2fa', token: nurse.token, payload: { code } });
    const right = totpCode(secret, t.clock.now);
    const wrong = await del(right === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: 'Code incorrect.' });
    const ok = await del(right);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Double authentification désactivée.' });
    expect((await login(nurse.email)).json()).toHaveProperty('token');
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two_factor.disabled'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: nurse.user.id, objectId: nurse.user.id });
    expect(await t.app.db.select().from(twoFactorRecoveryCodes)).toHaveLength(0);
  });

  it('REQUIRE_ADMIN_2FA: an administrator without it may only enrol, then everything opens', async () => {
    t = await createTestApp({ requireAdmin2fa: true });
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; two_factor_enrolment_required: boolean }>();
    expect(body.two_factor_enrolment_required).toBe(true);
    const token = body.token;
    const users = await t.request({ method: 'GET', url: '/api/users', token });
    expect(users.statusCode).toBe(403);
    expect(users.json()).toEqual({
      detail:
        "Activez la double authentification dans votre profil avant d'utiliser l'espace administrateur.",
    });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    // Her profile may ask whether she has it (a read), but not remove what she has not.
    const status = await t.request({ method: 'GET', url: '/api/auth/2fa', token });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: false, required: true });
    const remove = await t.request({
      method: 'DELETE',
      url: '/api/auth/2fa',
      token,
      payload: { code: '123456' },
    });
    expect(remove.statusCode).toBe(403);
    await enableTwoFactor(t, token);
    expect((await t.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(200);
    // Enrolled: her next sign-in asks for the code, without the enrolment flag.
    expect((await login(ADMIN.email, ADMIN.password)).json()).toHaveProperty('two_factor_required');
  });

  it('GET /auth/2fa tells the caller whether her own account has it', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const status = () => t.request({ method: 'GET', url: '/api/auth/2fa', token: nurse.token });
    expect((await status()).json()).toEqual({ enabled: false, required: false });
    await setUpTwoFactor(t, nurse.token);
    // Set up but not confirmed: not enabled.
    expect((await status()).json()).toEqual({ enabled: false, required: false });
    await t.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      token: nurse.token,
      payload: { code: totpCode(await setUpTwoFactor(t, nurse.token), t.clock.now) },
    });
    expect((await status()).json()).toEqual({ enabled: true, required: false });
    expect((await t.request({ method: 'GET', url: '/api/auth/2fa' })).statusCode).toBe(401);
  });

  it('refuses bad input with a French detail', async () => {
    t = await createTestApp();
    const nurse = await t.createUser({ role: 'nurse' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      token: nurse.token,
      payload: { code: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain("Saisissez le code de l'application");
    const notSetUp = await t.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      token: nurse.token,
      payload: { code: '123456' },
    });
    expect(notSetUp.statusCode).toBe(409);
  });
});
