import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { LoginBody, RegisterBody } from '../../../contract/auth.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { HttpError, ValidationError, forbidden, unauthorized } from '../../errors.ts';
import { runEffects, withTransaction } from '../../plugins/effects.ts';
import { newAccountNotes } from '../notifications/admin-notes.ts';
import { bumpTokenVersion, findUserByEmail, insertUser, type UserRow } from '../users/repo.ts';
import { authFr } from './fr.ts';
import { clearAccountFailures, isLoginBlocked, recordLoginFailure } from './login-limiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type Register = z.output<typeof RegisterBody>;
const cents = (n: number | null | undefined) =>
  n === null || n === undefined ? null : eurosToCents(n);

export async function register(app: FastifyInstance, body: Register): Promise<UserRow> {
  const institution = body.role === 'institution';
  const t = institution ? body.tarification : undefined;
  const now = app.now();
  const passwordHash = await hashPassword(body.password);
  // The administrators are told of the new account in the same transaction (« Nouveau compte à valider »).
  const row = await withTransaction(app, now, async (tx) => {
    const inserted = await insertUser(tx, {
      id: randomUUID(),
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
      weekdayRateCents: cents(t?.weekday_rate),
      weekendRateCents: cents(t?.weekend_rate),
      nightWeekRateCents: cents(t?.night_week_rate),
      nightWeekendRateCents: cents(t?.night_weekend_rate),
      travelFeeCents: cents(t?.travel_fee),
      createdAt: now,
      updatedAt: now,
    });
    return {
      result: inserted,
      effects: { notify: inserted ? await newAccountNotes(tx, inserted) : [] },
    };
  });
  if (!row) {
    throw new ValidationError([{ loc: ['body', 'email'], msg: authFr.emailTaken, type: 'unique' }]);
  }
  return row;
}

export async function login(app: FastifyInstance, body: LoginBody, ip: string) {
  const now = app.now();
  if (await isLoginBlocked(app.db, body.email, ip, now)) {
    throw new HttpError(429, authFr.tooManyAttempts);
  }
  const user = await findUserByEmail(app.db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await recordLoginFailure(app.db, body.email, ip, now);
    // Same answer for an unknown email and a wrong password.
    throw unauthorized(authFr.badCredentials);
  }
  await clearAccountFailures(app.db, body.email);
  if (user.status === 'pending') throw forbidden(authFr.pending);
  if (user.status === 'rejected') throw forbidden(authFr.rejected);
  return { token: await app.signToken(user), user };
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
