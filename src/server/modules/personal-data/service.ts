/**
 * Personal data (docs/product-rules.md, « Credentials and personal data »): the export of
 * everything stored about the caller, and the erasure of her account. Erasure keeps the account
 * row (missions, payslips and billing lines point at it and are kept for legal retention) but
 * empties it: « Compte supprimé », an address that cannot receive mail, no phone, address,
 * photo, RPPS, calendar link, documents, notifications, messages or availabilities, a password
 * nobody can type, and every session ended at once.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountExport, DeleteAccountBody } from '../../../contract/credentials.ts';
import { DELETED_ACCOUNT_NAME } from '../../../contract/credentials.ts';
import { ValidationError, conflict, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { checkOwnPassword } from '../auth/account-service.ts';
import { lockPerson } from '../staffing/repo.ts';
import { displayName } from '../users/present.ts';
import { type UserRow } from '../users/repo.ts';
import {
  activeMissionsOf,
  emptyAccountRow,
  forgetRowsOf,
  readEverythingOf,
  scrubQuotes,
  type Needle,
} from './repo.ts';

export const personalDataFr = {
  wrongPassword: 'Le mot de passe est incorrect.',
  professionalBusy:
    'Vous avez encore des prestations à venir ou en cours\u202f: terminez-les, désistez-vous ou demandez à l’administrateur de les confier à quelqu’un d’autre avant de supprimer votre compte.',
  institutionBusy:
    'Votre établissement a encore des prestations à venir ou en cours\u202f: annulez-les ou attendez leur fin avant de supprimer le compte.',
  notFound: 'Utilisateur introuvable.',
};

/** camelCase keys of a row to the snake_case of the API and the database. */
function snake(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(snake);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
        snake(v),
      ]),
    );
  }
  return value;
}

/**
 * `GET /users/me/export`: her account row as stored (without the password hash, the token
 * version or the calendar link's secret) and every record that names her.
 */
export async function exportAccount(app: FastifyInstance, user: UserRow): Promise<AccountExport> {
  const all = await readEverythingOf(app.db, user.id);
  if (!all.account) throw notFound(personalDataFr.notFound);
  const {
    passwordHash: _hash,
    tokenVersion: _version,
    calendarToken,
    calendarTokenCreatedAt,
    ...account
  } = all.account;
  const { account: _row, photo, ...records } = all;
  return {
    exported_at: app.now().toISOString(),
    account: snake(account) as Record<string, unknown>,
    calendar_link: {
      active: calendarToken !== null,
      created_at: calendarTokenCreatedAt?.toISOString() ?? null,
    },
    profile_photo: photo ? snake(photo) : null,
    ...(snake(records) as Record<string, unknown>),
  };
}

/** What of her is quoted in other people's rows, and what it becomes. */
function needlesOf(user: UserRow): Needle[] {
  const needles: Needle[] = [
    { text: displayName(user), replacement: DELETED_ACCOUNT_NAME },
    { text: `${user.firstName} ${user.lastName}`.trim(), replacement: DELETED_ACCOUNT_NAME },
    { text: user.email, replacement: '' },
    { text: user.phone, replacement: '' },
    { text: user.address, replacement: '' },
    ...(user.rpps ? [{ text: user.rpps, replacement: '' }] : []),
  ];
  // Too short to be hers alone (an empty phone, « A B »): left out rather than blanking others.
  const seen = new Set<string>();
  return needles.filter((n) => {
    const keep = n.text.trim().length >= 5 && !seen.has(n.text);
    seen.add(n.text);
    return keep;
  });
}

/**
 * `DELETE /users/me`: the password first (a wrong one is a 422 on its field, counted on the
 * account's own counter, checkOwnPassword); refused (409) while she still holds missions to do. Then, in
 * one transaction: her rows forgotten, her name and contact details replaced where others' rows
 * quote them, her account row emptied and its token version moved on; after the commit every
 * session and socket of hers ends, here and on every instance.
 */
export async function eraseAccount(
  app: FastifyInstance,
  user: UserRow,
  body: DeleteAccountBody,
): Promise<void> {
  const now = app.now();
  if (!(await checkOwnPassword(app, user, body.password))) {
    throw new ValidationError([
      { loc: ['body', 'password'], msg: personalDataFr.wrongPassword, type: 'password' },
    ]);
  }
  await withTransaction(app, now, async (tx) => {
    const row = await lockPerson(tx, user.id);
    if (!row || row.deletedAt) throw notFound(personalDataFr.notFound);
    const institution = row.role === 'institution';
    if ((await activeMissionsOf(tx, row.id, institution)) > 0) {
      throw conflict(
        institution ? personalDataFr.institutionBusy : personalDataFr.professionalBusy,
      );
    }
    await forgetRowsOf(tx, row, now);
    await scrubQuotes(tx, needlesOf(row));
    await emptyAccountRow(tx, row.id, institution ? DELETED_ACCOUNT_NAME : null, now);
    return {
      result: undefined,
      // Her name is on other people's cached answers (missions, conversations); her own
      // sessions end (the version moved on) and her sockets close, on every instance.
      effects: { changed: [row.id], changedEveryone: true, disconnect: [row.id] },
    };
  });
}
