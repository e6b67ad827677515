/**
 * The profile of every role: her details, her password (change and one-time reset link) and her
 * photo (resized, kept in the database, served without a token at a versioned URL).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/schema.ts';
import { ADMIN, PASSWORD, createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'un-tout-nouveau-mot-de-passe';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

async function resetLink(userId: string) {
  const res = await t.request({
    method: 'POST',
    url: `/api/users/${userId}/password-reset-link`,
    token: await t.adminToken(),
    // The link is on PUBLIC_URL (here the default), never on the Host the request names.
    headers: { host: 'evil.example' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string; expires_at: string }>();
}

describe('PUT /users/me', () => {
  it('changes her details, trimmed, and leaves the rest', async () => {
    const { token, user } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      token,
      payload: {
        first_name: ' Inès ',
        last_name: 'Martin',
        phone: '07 11 22 33 44',
        address: '5 quai Saint-Antoine, Lyon',
        role: 'admin',
        email: 'autre@releve.test',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: 'Inès',
      name: 'Inès Martin',
      phone: '07 11 22 33 44',
      role: 'nurse',
      email: user.email,
    });
    expect((await me(token)).json()).toMatchObject({ phone: '07 11 22 33 44' });
  });

  it('refuses a bad phone on its field, in French', async () => {
    const { token } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      token,
      payload: { first_name: 'A', last_name: 'B', phone: 'abc', address: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'phone'],
        msg: "Le numéro de téléphone n'est pas valide.",
      }),
    );
  });
});

describe('PUT /auth/password', () => {
  it('refuses a wrong current password on its field', async () => {
    const { token } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { current_password: 'pas-le-bon-mot-de-passe', new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      {
        loc: ['body', 'current_password'],
        msg: 'Le mot de passe actuel est incorrect.',
        type: 'password',
      },
    ]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a short new password with the length rule', async () => {
    const { token } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { current_password: PASSWORD, new_password: 'court' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      msg: 'Le mot de passe doit contenir au moins 12 caractères.',
    });
  });

  it('ends the other sessions, keeps hers with a fresh token, and changes the login', async () => {
    const { token, email } = await t.createUser();
    const other = await t.login(email);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; token: string }>();
    expect(body.message).toBe('Mot de passe modifié. Vos autres sessions ont été fermées.');
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);
    await expect(t.login(email)).rejects.toThrow(/401/);
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
  });
});

describe('password reset', () => {
  it('always answers 202 the same, for a known or unknown address, and sends nothing', async () => {
    const { email, user } = await t.createUser();
    const known = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'personne@releve.test' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    // A link exists for the known account (for the mail module to send), only as a hash.
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is admin only to create a link, which names the reset page with a stored hash only', async () => {
    const { user, token } = await t.createUser();
    const refused = await t.request({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset-link`,
      token,
    });
    expect(refused.statusCode).toBe(403);
    const { url, expires_at } = await resetLink(user.id);
    expect(url).toMatch(/^http:\/\/localhost:3000\/reinitialiser-mot-de-passe\?token=/);
    expect(new Date(expires_at).getTime() - t.clock.now.getTime()).toBe(3600_000);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url));
    const missing = await t.request({
      method: 'POST',
      url: '/api/users/inconnu/password-reset-link',
      token: await t.adminToken(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('works once, ends every session and sets the password', async () => {
    const { user, email, token } = await t.createUser();
    const { url } = await resetLink(user.id);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(url), new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Mot de passe modifié\u202f: connectez-vous.' });
    expect((await me(token)).statusCode).toBe(401);
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
    await expect(t.login(email)).rejects.toThrow(/401/);

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(url), new_password: 'encore-un-autre-mot-de-passe' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      detail: 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau.',
    });
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it('retires the account’s other links when one is used', async () => {
    const { user } = await t.createUser();
    const first = await resetLink(user.id);
    const second = await resetLink(user.id);
    const ok = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(second.url), new_password: NEW_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(first.url), new_password: NEW_PASSWORD },
    });
    expect(old.statusCode).toBe(422);
  });

  it('works until one hour, not at one hour (the app clock)', async () => {
    const { user, email } = await t.createUser();
    const start = new Date(t.clock.now);
    const early = await resetLink(user.id);
    t.clock.now = new Date(start.getTime() + 3600_000 - 1000);
    const inTime = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(early.url), new_password: NEW_PASSWORD },
    });
    expect(inTime.statusCode).toBe(200);

    t.clock.now = start;
    const late = await resetLink(user.id);
    t.clock.now = new Date(start.getTime() + 3600_000);
    const expired = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(late.url), new_password: 'trop-tard-pour-ce-lien' },
    });
    t.clock.now = start;
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({
      detail: 'Ce lien de réinitialisation a expiré (il vaut une heure). Demandez-en un nouveau.',
    });
    expect(await t.login(email, NEW_PASSWORD)).toBeTruthy();
  });

  it('refuses an unknown token in French', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: 'pas-un-jeton', new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "Ce lien de réinitialisation n'est pas valable. Demandez-en un nouveau.",
    });
  });
});

describe('profile photo', () => {
  it('stores the photo resized to 512 px, serves it without a token, cached for good', async () => {
    const { token, user } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      token,
      payload: await png(1200, 900),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<{ profile_photo: string }>().profile_photo;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=[A-Za-z0-9_-]{22}$`));
    expect((await me(token)).json()).toMatchObject({ profile_photo: url });

    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });

    // The directory shows it to other signed-in users.
    const other = await t.createUser();
    const directory = await t.request({
      method: 'GET',
      url: '/api/users/directory',
      token: other.token,
    });
    expect(directory.json()).toContainEqual(
      expect.objectContaining({ id: user.id, profile_photo: url }),
    );

    // Without the version, or with an old one, nothing is served.
    const bare = await t.request({ method: 'GET', url: `/api/users/${user.id}/photo?v=devine` });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ detail: 'Photo introuvable.' });

    const replaced = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      token,
      payload: await sharp(await png(100, 300))
        .jpeg()
        .toBuffer(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(replaced.statusCode).toBe(200);
    const next = replaced.json<{ profile_photo: string }>().profile_photo;
    expect(next).not.toBe(url);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    const small = await t.request({ method: 'GET', url: next });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 100, height: 300 });

    const removed = await t.request({ method: 'DELETE', url: '/api/users/me/photo', token });
    expect(removed.json()).toMatchObject({ profile_photo: null });
    expect((await t.request({ method: 'GET', url: next })).statusCode).toBe(404);
  });

  it('refuses more than 5 Mo with a 413', async () => {
    const { token } = await t.createUser();
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      token,
      payload: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'La photo est trop lourde (5 Mo au plus).' });
    expect((await me(token)).json()).toMatchObject({ profile_photo: null });
  });

  it('refuses another type (415), bytes that are no photo too (415)', async () => {
    const { token } = await t.createUser();
    const gif = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      token,
      payload: JSON.stringify({ photo: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({
      detail: 'Format de photo non pris en charge\u202f: envoyez une image JPEG, PNG ou WebP.',
    });
    const text = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      token,
      payload: Buffer.from('pas une image'),
      headers: { 'content-type': 'image/png' },
    });
    // Photos are known by their bytes (tests/api/uploads.test.ts): these are none.
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      detail: 'Format de photo non pris en charge\u202f: envoyez une image JPEG, PNG ou WebP.',
    });
    // An image sent to any other call is refused before it is read.
    const elsewhere = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      token,
      payload: await png(2, 2),
      headers: { 'content-type': 'image/png' },
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('is for signed-in users only', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/users/me/photo',
      payload: await png(2, 2),
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(401);
  });
});

it('lets the administrator use her profile too', async () => {
  const token = await t.adminToken();
  const res = await t.request({
    method: 'PUT',
    url: '/api/auth/password',
    token,
    payload: { current_password: ADMIN.password, new_password: ADMIN.password },
  });
  expect(res.statusCode).toBe(200);
});
