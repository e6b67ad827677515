import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../users/repo.ts';

/** Establishments by name; only approved ones unless `all`. */
export async function listInstitutions(db: Db, all: boolean): Promise<UserRow[]> {
  const institution = eq(users.role, 'institution');
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
    .where(and(eq(users.id, id), eq(users.role, 'institution')))
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
