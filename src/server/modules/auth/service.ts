import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { LoginBody, RegisterBody } from '../../../contract/auth.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { HttpError, ValidationError, forbidden, unauthorized } from '../../errors.ts';
import { runEffects, withTransaction } from '../../plugins/effects.ts';
import { newAccountNotes } from '../notifications/admin-notes.ts';
import {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
} from '../users/repo.ts';
import { authFr } from './fr.ts';
import {
  LOGIN_WINDOW_MS,
  deviceTokenFor,
  reserve,
  signInChecks,
  signInFailed,
  signInSucceeded,
  validDevice,
} from './login-limiter.ts';
import { HOUR_MS } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { openChallenge, twoFactorEnabled, verifyChallenge } from './two-factor.ts';

type Register = z.output<typeof RegisterBody>;
const cents = (n: number | null | undefined) =>
  n === null || n === undefined ? null : eurosToCents(n);

/**
 * `POST /auth/register`. At most REGISTRATIONS_PER_ADDRESS_HOUR attempts per client address
 * and hour (429 after), counted before the password is hashed.
 */
export async function register(app: FastifyInstance, body: Register, ip: string): Promise<UserRow> {
  const institution = body.role === 'institution';
  const t = institution ? body.tarification : undefined;
  const now = app.now();
  const check = { key: `register:${ip}`, max: app.limits.registrationsPerAddressHour };
  if (!(await reserve(app.db, [check], now, HOUR_MS))) {
    throw new HttpError(429, authFr.tooManyRegistrations);
  }
  const passwordHash = await hashPassword(body.password);
  // The administrators are told in the same transaction (one grouped note, « N comptes à valider »).
  const row = await withTransaction(app, now, async (tx) => {
    const id = randomUUID();
    const inserted = await insertUser(tx, {
      id,
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      name: institution ? (body.name ?? null) : null,
      phone: body.phone,
      address: body.address,
      role: body.role,
      status: 'pending',
      // Nurses only (the contract refuses it for another role).
      rpps: body.role === 'nurse' ? (body.rpps ?? null) : null,
      // Establishments only (the contract refuses it for another role).
      siret: institution ? (body.siret ?? null) : null,
      // The account that registers an establishment is its owner: it acts for itself.
      institutionId: institution ? id : null,
      weekdayRateCents: cents(t?.weekday_rate),
      weekendRateCents: cents(t?.weekend_rate),
      nightWeekRateCents: cents(t?.night_week_rate),
      nightWeekendRateCents: cents(t?.night_weekend_rate),
      travelFeeCents: cents(t?.travel_fee),
      createdAt: now,
      updatedAt: now,
    });
    return { result: inserted, effects: inserted ? await newAccountNotes(tx, inserted, now) : {} };
  });
  if (!row) {
    throw new ValidationError([{ loc: ['body', 'email'], msg: authFr.emailTaken, type: 'unique' }]);
  }
  return row;
}

/**
 * `POST /auth/login`. The attempt is reserved before the password is checked (see
 * login-limiter.ts): with a valid device token of the account, on that device alone; without,
 * per (account, address), account and address. A success answers a device token for the next
 * sign-in from this browser.
 */
export async function login(
  app: FastifyInstance,
  body: LoginBody,
  ip: string,
  cookieToken: string | undefined,
) {
  const now = app.now();
  const user = await findUserByEmail(app.db, body.email);
  const presented = body.device_token ?? cookieToken;
  const deviceHash = await validDevice(app.db, presented, user?.id, now);
  const checks = signInChecks(app.limits, body.email, ip, deviceHash);
  if (!(await reserve(app.db, checks, now, LOGIN_WINDOW_MS))) {
    throw new HttpError(429, authFr.tooManyAttempts);
  }
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await signInFailed(app.db, now);
    // Same answer for an unknown email and a wrong password.
    throw unauthorized(authFr.badCredentials);
  }
  await signInSucceeded(app.db, checks);
  if (user.status === 'pending') throw forbidden(authFr.pending);
  if (user.status === 'rejected') throw forbidden(authFr.rejected);
  // The second factor, when she has one: no token before `POST /auth/2fa/verify`.
  if (await twoFactorEnabled(app.db, user.id)) {
    return { kind: 'challenge' as const, challenge: await openChallenge(app, user.id) };
  }
  return signedIn(app, user, presented, deviceHash);
}

/** A session for an account that just proved who it is otherwise (an accepted invitation). */
export const openSession = (app: FastifyInstance, user: UserRow) =>
  signedIn(app, user, undefined, undefined);

/** The token, the device token and, under REQUIRE_ADMIN_2FA, whether she must enrol. */
async function signedIn(
  app: FastifyInstance,
  user: UserRow,
  presented: string | undefined,
  deviceHash: string | null | undefined,
) {
  const deviceToken = await deviceTokenFor(
    app.db,
    user.id,
    deviceHash && presented ? { token: presented, hash: deviceHash } : undefined,
    app.now(),
  );
  const enrolment =
    app.requireAdmin2fa && user.role === 'admin' && !(await twoFactorEnabled(app.db, user.id));
  return {
    kind: 'signed-in' as const,
    token: await app.signToken(user),
    user,
    deviceToken,
    enrolment,
  };
}

/**
 * `POST /auth/2fa/verify`: the login's challenge and a right code give the token exactly as a
 * login without second factor does (device token included).
 */
export async function verifySecondFactor(
  app: FastifyInstance,
  body: { challenge: string; code: string; device_token?: string | undefined },
  cookieToken: string | undefined,
) {
  const userId = await verifyChallenge(app, body.challenge, body.code);
  const user = await findUserById(app.db, userId);
  if (!user || user.status !== 'approved' || user.deletedAt !== null) {
    throw unauthorized(authFr.badCredentials);
  }
  const presented = body.device_token ?? cookieToken;
  const deviceHash = await validDevice(app.db, presented, user.id, app.now());
  return signedIn(app, user, presented, deviceHash);
}

/** Logout invalidates every token of the user (docs/product-rules.md §1) and closes their live sockets. */
export async function logout(app: FastifyInstance, user: UserRow) {
  await bumpTokenVersion(app.db, user.id, app.now());
  runEffects(app, {
    // Her kept account row still holds the old token version, here and on every instance.
    changed: [user.id],
    // On every instance (through Redis): a socket authenticated with a dead token must not
    // keep receiving the user's notifications and messages.
    disconnect: [user.id],
  });
}
