import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { UserListQuery } from '../../../contract/users.ts';
import { DEFAULT_PAGE_SIZE } from '../../../contract/limits.ts';
import {
  RPPS_NURSES_ONLY,
  type ProfileBody,
  type UserSettingsBody,
} from '../../../contract/auth.ts';
import { decodeCursor, encodeCursor, isTimestampKey } from '../../db/search.ts';
import { ValidationError, conflict, notFound, unprocessable } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { presentAccount, todayOf } from './account.ts';
import { NO_EXTRAS, displayName, presentUser } from './present.ts';
import {
  decidePendingUser,
  findUserById,
  listUsers,
  updateProfile,
  updateUserSettings,
  type UserRow,
} from './repo.ts';

const fr = {
  notFound: 'Utilisateur introuvable.',
  badCursor: 'Curseur de page invalide\u202f: reprenez la liste depuis le début.',
  notPending: (status: string) =>
    status === 'approved' ? 'Ce compte est déjà approuvé.' : 'Ce compte a déjà été rejeté.',
  approved: 'Utilisateur approuvé',
  rejected: 'Utilisateur rejeté',
  notifyApproved: 'Votre compte a été approuvé. Bienvenue sur Relève\u202f!',
  notifyRejected: "Votre demande d'inscription a été refusée.",
  /** Subjects of the same news by e-mail. */
  mailApproved: 'Votre compte Relève est approuvé',
  mailRejected: "Votre demande d'inscription à Relève",
  sharePositionProfessionalsOnly:
    'Seuls les infirmier(ère)s et aides-soignant(e)s partagent leur position à chaque geste.',
};

/**
 * `PUT /users/me/settings`: the caller's own settings; an absent field is unchanged.
 *
 * `share_position` is a professional's consent to her phone's position being read at accept,
 * start and end. Nobody else signals a mission, so for an establishment or an administrator it
 * means nothing: asking to switch it on is refused (422, on the field), while `false` — what
 * they already have — is accepted and changes nothing, so that one settings form can send its
 * defaults for every role. `notify_push` and `notify_email` (her channels) are everyone's.
 */
export async function updateMySettings(
  app: FastifyInstance,
  user: UserRow,
  body: UserSettingsBody,
): Promise<UserRow> {
  const professional = user.role === 'nurse' || user.role === 'caregiver';
  if (body.share_position === true && !professional) {
    throw new ValidationError([
      { loc: ['body', 'share_position'], msg: fr.sharePositionProfessionalsOnly, type: 'role' },
    ]);
  }
  const settings = {
    ...(professional && body.share_position !== undefined
      ? { sharePosition: body.share_position }
      : {}),
    ...(body.notify_push !== undefined ? { notifyPush: body.notify_push } : {}),
    ...(body.notify_email !== undefined ? { notifyEmail: body.notify_email } : {}),
  };
  if (Object.keys(settings).length === 0) return user;
  const now = app.now();
  const row = await withTransaction(app, now, async (tx) => ({
    result: await updateUserSettings(tx, user.id, settings, now),
    // Her kept account row (read by every request, and by the signals) is stale.
    effects: { changed: [user.id] },
  }));
  if (!row) throw notFound(fr.notFound);
  return row;
}

/** Approves or rejects a pending account and tells its owner. */
export async function decideUser(
  app: FastifyInstance,
  admin: { id: string },
  id: string,
  decision: 'approve' | 'reject',
) {
  const now = app.now();
  const status = decision === 'approve' ? 'approved' : 'rejected';
  const user = await withTransaction(app, now, async (tx) => {
    const user = await decidePendingUser(tx, id, status, now);
    if (!user) return { result: undefined };
    return {
      result: user,
      effects: {
        // Its kept account row (pending) is stale.
        changed: [id],
        audit: [
          {
            actorId: admin.id,
            action: decision === 'approve' ? 'account.approved' : 'account.rejected',
            objectType: 'user',
            objectId: id,
            detail: { role: user.role },
          },
        ],
        notify: [
          decision === 'approve'
            ? {
                userId: id,
                type: 'approval',
                message: fr.notifyApproved,
                link: '/dashboard',
                mailSubject: fr.mailApproved,
              }
            : {
                userId: id,
                type: 'rejection',
                message: fr.notifyRejected,
                mailSubject: fr.mailRejected,
              },
        ],
        // A rejected account's tokens were invalidated with the decision; its sockets go too.
        disconnect: decision === 'reject' ? [id] : [],
      },
    };
  });
  if (!user) {
    const existing = await findUserById(app.db, id);
    if (!existing) throw notFound(fr.notFound);
    throw conflict(fr.notPending(existing.status));
  }
  return {
    message: decision === 'approve' ? fr.approved : fr.rejected,
    user: await presentAccount(app, user),
  };
}

/**
 * The RPPS columns after a profile edit: absent leaves them as they are; null (or an empty
 * field) removes the number; a new number is no longer verified, the same one keeps its check.
 * Only a nurse has one: another role sending a number is refused (422 on the field).
 */
function rppsChange(user: UserRow, rpps: string | null | undefined) {
  if (rpps === undefined) return {};
  if (rpps !== null && user.role !== 'nurse') {
    throw new ValidationError([{ loc: ['body', 'rpps'], msg: RPPS_NURSES_ONLY, type: 'role' }]);
  }
  if (rpps === user.rpps) return {};
  return { rpps, rppsVerifiedAt: null, rppsVerifiedBy: null };
}

/**
 * `PUT /users/me`: the caller's own first and last name, phone and address, every role alike
 * (already trimmed and checked by the contract's schema), and a nurse's RPPS number.
 */
export async function updateMe(
  app: FastifyInstance,
  user: UserRow,
  body: z.output<typeof ProfileBody>,
): Promise<UserRow> {
  const now = app.now();
  const rpps = rppsChange(user, body.rpps);
  const row = await withTransaction(app, now, async (tx) => ({
    result: await updateProfile(
      tx,
      user.id,
      {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        address: body.address,
        ...rpps,
      },
      now,
    ),
    // Her kept account row is stale (the name other answers show is read fresh from the rows).
    effects: { changed: [user.id] },
  }));
  if (!row) throw notFound(fr.notFound);
  return row;
}

/**
 * `GET /users`: every account (pending first, then by creation, unless `sort` says otherwise),
 * narrowed by status, role and `q` (names, e-mail, establishment name, case- and
 * accent-insensitive); with `limit` or `cursor`, one keyset page and the next page's cursor.
 * Without parameters, every account. The default order's cursor is (rank, created_at, id), the
 * others' (order, created_at or name key, id): a cursor of another order is a 422.
 */
export async function searchUsers(app: FastifyInstance, query: z.output<typeof UserListQuery>) {
  const sort = query.sort ?? 'pending';
  let after: { rank: number; createdKey: string; id: string } | undefined;
  if (query.cursor !== undefined) {
    if (sort === 'pending') {
      const key = decodeCursor(query.cursor, ['number', 'string', 'string']);
      if (!key || (key[0] !== 0 && key[0] !== 1) || !isTimestampKey(key[1])) {
        throw unprocessable(fr.badCursor);
      }
      after = { rank: key[0], createdKey: key[1], id: key[2] as string };
    } else {
      const key = decodeCursor(query.cursor, ['string', 'string', 'string']);
      const byName = sort.endsWith('name');
      if (!key || key[0] !== sort || (!byName && !isTimestampKey(key[1]))) {
        throw unprocessable(fr.badCursor);
      }
      after = { rank: 0, createdKey: key[1] as string, id: key[2] as string };
    }
  }
  const limit = query.limit ?? (query.cursor === undefined ? undefined : DEFAULT_PAGE_SIZE);
  const rows = await listUsers(app.db, todayOf(app), {
    status: query.status,
    role: query.role,
    q: query.q,
    limit: limit === undefined ? undefined : limit + 1,
    sort,
    after,
  });
  const items = limit === undefined ? rows : rows.slice(0, limit);
  const last = items.at(-1);
  const next =
    limit !== undefined && rows.length > limit && last
      ? encodeCursor(
          sort === 'pending'
            ? [last.rank, last.createdKey, last.row.id]
            : [sort, sort.endsWith('name') ? last.nameKey : last.createdKey, last.row.id],
        )
      : undefined;
  return {
    items: items.map(({ row, verifier, verified, bank }) =>
      presentUser(row, {
        ...NO_EXTRAS,
        rppsVerifiedByName: verifier ? displayName(verifier) : null,
        credentialsVerified: verified,
        bank,
      }),
    ),
    next,
  };
}
