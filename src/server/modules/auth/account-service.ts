/**
 * The password of an account: its change by its owner, and its reset through a one-time link
 * (asked by the owner from the login page, or made by an administrator from the users screen).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PasswordChangeBody, PasswordResetBody } from '../../../contract/auth.ts';
import { PASSWORD_RESET_MINUTES } from '../../../contract/limits.ts';
import { HttpError, ValidationError, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { renderResetMail } from '../mail/render.ts';
import { findUserByEmail, findUserById, setPasswordHash, type UserRow } from '../users/repo.ts';
import { accountFr } from './fr.ts';
import {
  LOGIN_WINDOW_MS,
  passwordChangeChecks,
  reserve,
  signInFailed,
  signInSucceeded,
} from './login-limiter.ts';
import { HOUR_MS } from './limits.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  consumeResetToken,
  deleteExpiredResetTokens,
  findResetToken,
  insertResetToken,
  retireResetTokens,
} from './repo.ts';

/** The screen of the app that reads a reset link's token. */
export const RESET_PAGE_PATH = '/reinitialiser-mot-de-passe';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The password of a signed-in account (changing it, erasing the account), checked on the
 * account's own counter: a stolen session cannot try passwords without end (429 past the
 * pair's limit, before any check). False when it is wrong.
 */
export async function checkOwnPassword(
  app: FastifyInstance,
  user: UserRow,
  password: string,
): Promise<boolean> {
  const now = app.now();
  const checks = passwordChangeChecks(app.limits, user.id);
  if (!(await reserve(app.db, checks, now, LOGIN_WINDOW_MS))) {
    throw new HttpError(429, accountFr.tooManyAttempts);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await signInFailed(app.db, now);
    return false;
  }
  await signInSucceeded(app.db, checks);
  return true;
}

/**
 * `PUT /auth/password`. A wrong current password is a 422 on its field (checkOwnPassword).
 * The new hash and the token version move together: every session of the
 * account ends, here and on every instance, and the caller's own goes on with the fresh token
 * returned.
 */
export async function changePassword(
  app: FastifyInstance,
  user: UserRow,
  body: PasswordChangeBody,
): Promise<{ token: string }> {
  const now = app.now();
  if (!(await checkOwnPassword(app, user, body.current_password))) {
    throw new ValidationError([
      { loc: ['body', 'current_password'], msg: accountFr.wrongCurrent, type: 'password' },
    ]);
  }
  const passwordHash = await hashPassword(body.new_password);
  const row = await withTransaction(app, now, async (tx) => ({
    result: await setPasswordHash(tx, user.id, passwordHash, now),
    // Her kept account row holds the old version; her open sockets carry the old token.
    effects: { changed: [user.id], disconnect: [user.id] },
  }));
  if (!row) throw notFound(accountFr.notFound);
  return { token: await app.signToken(row) };
}

/** A new one-time link for the account: the token itself is only in the URL, never stored. */
async function newResetUrl(app: FastifyInstance, userId: string, origin: string) {
  const now = app.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
  await deleteExpiredResetTokens(app.db, new Date(now.getTime() - 24 * 3600_000));
  await insertResetToken(app.db, {
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    expiresAt,
    usedAt: null,
  });
  const url = `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  return { url, expiresAt };
}

/** Where a requested reset link goes: her mailbox. */
export type ResetLinkSender = (user: UserRow, url: string) => Promise<void>;

/**
 * E-mails the link (queued with the job engine); without SMTP_URL the link is still made, so
 * that the flow is the same, and sent nowhere; nothing fails.
 */
export const mailResetLink =
  (app: FastifyInstance): ResetLinkSender =>
  async (user, url) => {
    if (!app.mail.enabled) return;
    await app.mail.send(
      renderResetMail({
        to: user.email,
        firstName: user.firstName,
        url,
        minutes: PASSWORD_RESET_MINUTES,
      }),
    );
  };

/**
 * `POST /auth/password-reset/request`: the same answer whether the account exists or not, so
 * that nobody learns which addresses have an account. A refused account gets no link.
 *
 * The e-mailed link is always on `app.publicUrl` (PUBLIC_URL), never on the request's origin:
 * anybody may ask for a reset of someone else's account, and a Host header of their choosing
 * would otherwise put a link to their own site, carrying the victim's token, in the victim's
 * mailbox.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  send: ResetLinkSender = mailResetLink(app),
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user || user.status === 'rejected') return;
  // At most RESET_MAILS_PER_HOUR links an hour to one mailbox: nobody can flood hers.
  const check = { key: `reset:${user.email}`, max: app.limits.resetMailsPerHour };
  if (!(await reserve(app.db, [check], app.now(), HOUR_MS))) return;
  const { url } = await newResetUrl(app, user.id, app.publicUrl);
  try {
    await send(user, url);
  } catch (error) {
    app.log.error({ err: error }, 'password reset link not sent');
  }
}

/**
 * `POST /users/{id}/password-reset-link`: the administrator hands the link over herself. On
 * `app.publicUrl` too: a Host header is whatever the client (or a proxy's client) wrote.
 */
export async function createResetLink(app: FastifyInstance, userId: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound(accountFr.notFound);
  const { url, expiresAt } = await newResetUrl(app, user.id, app.publicUrl);
  return { url, expires_at: expiresAt.toISOString() };
}

/**
 * `POST /auth/password-reset`: the token works once, before its expiry (the app's clock). The
 * password is set, every other link of the account is retired and every session ends.
 */
export async function resetPassword(app: FastifyInstance, body: PasswordResetBody) {
  const now = app.now();
  const tokenHash = sha256(body.token);
  const passwordHash = await hashPassword(body.new_password);
  const userId = await withTransaction(app, now, async (tx) => {
    const id = await consumeResetToken(tx, tokenHash, now);
    if (!id) return { result: undefined };
    await setPasswordHash(tx, id, passwordHash, now);
    await retireResetTokens(tx, id, now);
    return { result: id, effects: { changed: [id], disconnect: [id] } };
  });
  if (userId) return;
  const row = await findResetToken(app.db, tokenHash);
  if (!row) throw new HttpError(422, accountFr.resetUnknown);
  if (row.usedAt) throw new HttpError(422, accountFr.resetUsed);
  throw new HttpError(422, accountFr.resetExpired);
}
