/**
 * Two-factor sign-in (TOTP, RFC 6238, through the `otpauth` library): 30-second steps, six
 * digits, one step of tolerance either side. The secret is kept encrypted (AES-256-GCM, key
 * derived from JWT_SECRET by HKDF), a code's step is remembered so that it cannot be replayed,
 * the ten recovery codes are kept as SHA-256 hashes and each works once. A sign-in that needs
 * the second factor gets a challenge (its hash stored): five wrong codes or five minutes end it.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, unauthorized } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import type { UserRow } from '../users/repo.ts';
import { twoFactorFr } from './fr.ts';
import {
  countChallengeFailure,
  deleteChallenge,
  deleteTwoFactor,
  findLiveChallenge,
  findTwoFactor,
  insertChallenge,
  markTwoFactorEnabled,
  saveTwoFactorSecret,
  takeTotpStep,
  useRecoveryCode,
} from './repo.ts';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;
const ISSUER = 'Relève';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The at-rest key of the secrets: derived from JWT_SECRET, so no other setting to keep. */
export function twoFactorKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'releve', 'two-factor-secret', 32));
}

function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(key: Buffer, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

function totpFor(base32: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes like « k3f9-x2m7 », drawn from an alphabet without look-alikes. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(8);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

const rowOf = (db: Db, userId: string) => findTwoFactor(db, userId);

/** True when the account signs in with a second factor. */
export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const row = await rowOf(db, userId);
  return Boolean(row?.enabledAt);
}

/**
 * Checks a six-digit code against the account's secret at `now` (± one step) and, when right,
 * records its step so that the same code (or an older one) is refused afterwards.
 */
async function acceptTotp(app: FastifyInstance, userId: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const row = await rowOf(app.db, userId);
  if (!row) return false;
  const totp = totpFor(decrypt(app.twoFactorKey, row.secretEnc), userId);
  const timestamp = app.now().getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW_STEPS });
  if (delta === null) return false;
  const step = Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return takeTotpStep(app.db, userId, step);
}

async function acceptRecovery(app: FastifyInstance, userId: string, code: string) {
  const hash = sha256(`${userId}:${normalizeRecovery(code)}`);
  return useRecoveryCode(app.db, userId, hash, app.now());
}

/** `POST /auth/2fa/setup`: a new secret (replacing an unconfirmed one); 409 once enabled. */
export async function setupTwoFactor(app: FastifyInstance, user: UserRow) {
  const existing = await rowOf(app.db, user.id);
  if (existing?.enabledAt) throw conflict(twoFactorFr.alreadyEnabled);
  const secret = new OTPAuth.Secret({ size: 20 });
  const secretEnc = encrypt(app.twoFactorKey, secret.base32);
  await saveTwoFactorSecret(app.db, user.id, secretEnc, app.now());
  const totp = totpFor(secret.base32, user.email);
  return { otpauth_url: totp.toString(), secret: secret.base32 };
}

/** `POST /auth/2fa/enable`: a right code confirms the secret; the recovery codes, shown once. */
export async function enableTwoFactor(app: FastifyInstance, user: UserRow, code: string) {
  const row = await rowOf(app.db, user.id);
  if (!row) throw conflict(twoFactorFr.notSetUp);
  if (row.enabledAt) throw conflict(twoFactorFr.alreadyEnabled);
  if (!(await acceptTotp(app, user.id, code))) throw new HttpError(422, twoFactorFr.wrongCode);
  const codes = newRecoveryCodes();
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    await markTwoFactorEnabled(
      tx,
      user.id,
      codes.map((c) => sha256(`${user.id}:${normalizeRecovery(c)}`)),
      now,
    );
    return {
      result: null,
      effects: {
        changed: [user.id],
        audit: [
          { actorId: user.id, action: 'two_factor.enabled', objectType: 'user', objectId: user.id },
        ],
      },
    };
  });
  return { recovery_codes: codes };
}

/** `DELETE /auth/2fa`: with a right code (or a recovery code), the second factor is removed. */
export async function disableTwoFactor(app: FastifyInstance, user: UserRow, code: string) {
  const row = await rowOf(app.db, user.id);
  if (!row?.enabledAt) throw conflict(twoFactorFr.notEnabled);
  const ok = (await acceptTotp(app, user.id, code)) || (await acceptRecovery(app, user.id, code));
  if (!ok) throw new HttpError(422, twoFactorFr.wrongCode);
  await withTransaction(app, app.now(), async (tx) => {
    await deleteTwoFactor(tx, user.id);
    return {
      result: null,
      effects: {
        changed: [user.id],
        audit: [
          {
            actorId: user.id,
            action: 'two_factor.disabled',
            objectType: 'user',
            objectId: user.id,
          },
        ],
      },
    };
  });
}

/** A sign-in whose password was right, waiting for its code: the challenge handed to the client. */
export async function openChallenge(app: FastifyInstance, userId: string): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  const now = app.now();
  await insertChallenge(
    app.db,
    sha256(challenge),
    userId,
    new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  );
  return challenge;
}

/**
 * `POST /auth/2fa/verify`: the challenge's account id when the code (TOTP or recovery) is right;
 * a wrong code counts, the fifth ends the challenge.
 */
export async function verifyChallenge(
  app: FastifyInstance,
  challenge: string,
  code: string,
): Promise<string> {
  const idHash = sha256(challenge);
  const row = await findLiveChallenge(app.db, idHash, app.now());
  if (!row || row.failures >= CHALLENGE_MAX_FAILURES) throw unauthorized(twoFactorFr.challengeOver);
  const ok =
    (await acceptTotp(app, row.userId, code.trim())) ||
    (await acceptRecovery(app, row.userId, code));
  if (!ok) {
    const failures = await countChallengeFailure(app.db, idHash);
    if (failures === undefined || failures >= CHALLENGE_MAX_FAILURES) {
      await deleteChallenge(app.db, idHash);
      throw unauthorized(twoFactorFr.challengeOver);
    }
    throw unauthorized(twoFactorFr.wrongCode);
  }
  // Used once: deleted before the token is given, so a second request with it fails.
  if (!(await deleteChallenge(app.db, idHash))) throw unauthorized(twoFactorFr.challengeOver);
  return row.userId;
}
