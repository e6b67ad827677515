/**
 * The establishment's pool (docs/product-rules.md, « The establishment's team and planning »):
 * favourites (« Mes soignants ») and professionals set aside. The establishment (any of its
 * managers, through {@link institutionOf}) and the administrator manage it; anyone else asking
 * about another establishment's pool finds nothing (404).
 */
import type { FastifyInstance } from 'fastify';
import type { BlockedMember, Favorite, PoolMember } from '../../../contract/pool.ts';
import { notFound, conflict } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { ratingSummaries } from '../after-mission/repo.ts';
import { institutionOf } from '../institutions/acting-for.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { poolFr as fr } from './fr.ts';
import {
  deleteBlocked,
  deleteFavorite,
  insertFavorite,
  isBlocked,
  listBlockedOf,
  listFavoritesOf,
  upsertBlocked,
} from './repo.ts';

/** The establishment `id`, when the caller acts for it (or is the administrator); else 404. */
async function ownInstitution(app: FastifyInstance, user: UserRow, id: string): Promise<string> {
  if (user.role === 'institution') {
    if (institutionOf(user) !== id) throw notFound(fr.institutionNotFound);
    return id;
  }
  const institution = await findUserById(app.db, id);
  if (!institution || institution.role !== 'institution') throw notFound(fr.institutionNotFound);
  return id;
}

/** A professional (nurse or caregiver, account not erased) or 404. */
async function professional(app: FastifyInstance, userId: string): Promise<UserRow> {
  const person = await findUserById(app.db, userId);
  if (
    !person ||
    person.deletedAt !== null ||
    (person.role !== 'nurse' && person.role !== 'caregiver')
  ) {
    throw notFound(fr.professionalNotFound);
  }
  return person;
}

/** The establishment `id` the caller acts for (404 otherwise) and a professional of its pool. */
async function poolPair(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  userId: string,
): Promise<string> {
  const institutionId = await ownInstitution(app, user, id);
  await professional(app, userId);
  return institutionId;
}

const present = (row: {
  id: string;
  firstName: string;
  lastName: string;
  role: UserRow['role'];
  since: Date;
}): PoolMember => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role === 'caregiver' ? 'caregiver' : 'nurse',
  since: row.since.toISOString(),
});

export async function favoritesOf(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Favorite[]> {
  const institutionId = await ownInstitution(app, user, id);
  const rows = await listFavoritesOf(app.db, institutionId);
  // Her ratings by establishments (« After the mission »), as on the candidates list.
  const rated = await ratingSummaries(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...present(row), rating: rated.get(row.id) ?? null }));
}

export async function blockedOf(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<BlockedMember[]> {
  const institutionId = await ownInstitution(app, user, id);
  return (await listBlockedOf(app.db, institutionId)).map((row) => ({
    ...present(row),
    reason: row.reason,
  }));
}

/** `PUT /institutions/{id}/favorites/{userId}`: refused (409) while she is set aside. */
export async function addFavorite(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  userId: string,
): Promise<void> {
  const institutionId = await poolPair(app, user, id, userId);
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    if (await isBlocked(tx, institutionId, userId)) throw conflict(fr.blockedNotFavorite);
    await insertFavorite(tx, institutionId, userId, now);
    return { result: undefined, effects: { answersChanged: [institutionId] } };
  });
}

export async function removeFavorite(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  userId: string,
): Promise<void> {
  const institutionId = await poolPair(app, user, id, userId);
  await deleteFavorite(app.db, institutionId, userId);
}

/**
 * `PUT /institutions/{id}/blocked/{userId}` `{reason}`: she leaves the favourites if she was
 * one. Missions she already holds stay hers (the establishment cancels them if it must); she is
 * not told.
 */
export async function blockProfessional(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  userId: string,
  reason: string,
): Promise<void> {
  const institutionId = await poolPair(app, user, id, userId);
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    await deleteFavorite(tx, institutionId, userId);
    await upsertBlocked(tx, institutionId, userId, reason, now);
    // Her open list changes: she no longer sees that establishment's missions.
    return { result: undefined, effects: { answersChanged: [institutionId, userId] } };
  });
}

export async function unblockProfessional(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  userId: string,
): Promise<void> {
  const institutionId = await poolPair(app, user, id, userId);
  await deleteBlocked(app.db, institutionId, userId);
}
