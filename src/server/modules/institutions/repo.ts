import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberInvitations, users } from '../../db/schema.ts';
import type { NewUserRow, UserRow } from '../users/repo.ts';

/**
 * An establishment is the account that registered it (its owner, `institution_id` = its own id,
 * or not yet set by an older row); the members it invited share its role but are not one.
 */
const isOwner = sql`coalesce(${users.institutionId}, ${users.id}) = ${users.id}`;

/** Establishments by name; only approved ones unless `all`. */
export async function listInstitutions(db: Db, all: boolean): Promise<UserRow[]> {
  const institution = and(eq(users.role, 'institution'), isOwner);
  return db
    .select()
    .from(users)
    .where(all ? institution : and(institution, eq(users.status, 'approved')))
    .orderBy(asc(users.name), asc(users.createdAt));
}

export async function findInstitution(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'institution'), isOwner))
    .limit(1);
  return row;
}

export interface InstitutionFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  weekdayRateCents: number | null;
  weekendRateCents: number | null;
  nightWeekRateCents: number | null;
  nightWeekendRateCents: number | null;
  travelFeeCents: number | null;
  /** Absent: unchanged; null: cleared. */
  locationLat?: number | null;
  locationLng?: number | null;
  /** Absent: unchanged; null: cleared. */
  siret?: string | null;
}

export async function updateInstitution(
  db: Db,
  id: string,
  fields: InstitutionFields,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.role, 'institution')))
    .returning();
  return row;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The approved members (not the owners) of these establishments, by establishment id: whom the
 * establishment's notifications, live events and changed answers also reach.
 */
export async function membersByInstitution(
  db: Db,
  institutionIds: readonly string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (institutionIds.length === 0) return map;
  const rows = await db
    .select({ id: users.id, institutionId: users.institutionId })
    .from(users)
    .where(
      and(
        inArray(users.institutionId, [...institutionIds]),
        ne(users.id, users.institutionId),
        eq(users.role, 'institution'),
        eq(users.status, 'approved'),
        isNull(users.deletedAt),
      ),
    );
  for (const row of rows) {
    if (!row.institutionId) continue;
    const list = map.get(row.institutionId);
    if (list) list.push(row.id);
    else map.set(row.institutionId, [row.id]);
  }
  return map;
}

/** The establishment's members (approved, not removed), by name. */
export async function listMembers(db: Db, institutionId: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.institutionId, institutionId),
        ne(users.id, institutionId),
        eq(users.role, 'institution'),
        eq(users.status, 'approved'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.createdAt));
}

export type InvitationRow = typeof memberInvitations.$inferSelect;

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insert(memberInvitations).values(row);
}

/** The invitations still waiting (not used, not expired), newest first. */
export async function pendingInvitations(
  db: Db,
  institutionId: string,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(memberInvitations)
    .where(
      and(
        eq(memberInvitations.institutionId, institutionId),
        isNull(memberInvitations.usedAt),
        gt(memberInvitations.expiresAt, now),
      ),
    )
    .orderBy(sql`${memberInvitations.createdAt} desc`);
}

/** The invitation of this token's hash, locked for the acceptance's transaction. */
export async function lockInvitation(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(memberInvitations)
    .where(eq(memberInvitations.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

export async function markInvitationUsed(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(memberInvitations)
    .set({ usedAt: now, userId })
    .where(eq(memberInvitations.tokenHash, tokenHash));
}

/** Inserts the member's account; undefined when the e-mail is already taken. */
export async function insertMember(db: Db, row: NewUserRow): Promise<UserRow | undefined> {
  const [inserted] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Removes a member: her account is closed (status rejected) and every token she holds dies (its
 * version moves on). The row stays: her name is on what she did.
 */
export async function removeMember(
  db: Db,
  institutionId: string,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ status: 'rejected', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        eq(users.institutionId, institutionId),
        ne(users.id, institutionId),
        eq(users.status, 'approved'),
      ),
    )
    .returning();
  return row;
}
