import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { UserSort } from '../../../contract/users.ts';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bankAccounts, documents, userPhotos, users } from '../../db/schema.ts';
import { normalizedSql, searchSql } from '../../db/search.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

type NameColumn = 'role' | 'name' | 'firstName' | 'lastName';
/** What a user is named by (`displayName`). */
export type Named = Pick<UserRow, NameColumn>;

/** The columns a user is named by, of `users` or one of its aliases, for a select. */
export const nameColumns = <T extends Record<NameColumn, AnyPgColumn>>(
  table: T,
): Pick<T, NameColumn> => ({
  role: table.role,
  name: table.name,
  firstName: table.firstName,
  lastName: table.lastName,
});

/**
 * The lookup every authenticated request makes: a query built once (building it cost as much as
 * running it on PGlite) and, on PostgreSQL, prepared once per connection.
 */
export function preparedUserById(db: Db): (id: string) => Promise<UserRow | undefined> {
  const statement = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_user_by_id');
  return async (id) => {
    const [row] = await statement.execute({ id });
    return row;
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email is already taken. */
export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/**
 * Whether `userColumn`'s account holds a verified document that has not expired on `today`
 * (a local date): an EXISTS served by the index on documents (user_id, uploaded_at).
 */
export const credentialsVerifiedSql = (userColumn: AnyPgColumn, today: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${documents} where ${documents.userId} = ${userColumn} and ${documents.status} = 'verified' and (${documents.expiresOn} is null or ${documents.expiresOn} >= ${today}))`;

const verifier = alias(users, 'rpps_verifier');

/** The bank details columns read with an account: the IBAN leaves only masked. */
export interface BankOf {
  iban: string;
  holder: string;
}

/** The columns of `bank_accounts` an account's answer reads (null without a row). */
export const bankOf = (iban: string | null, holder: string | null): BankOf | null =>
  iban === null || holder === null ? null : { iban, holder };

/** What an account's answer shows beyond its row, for the rows of `ids`: one query. */
export async function accountExtrasOf(
  db: Db,
  ids: readonly string[],
  today: string,
): Promise<Map<string, { verifier: Named | null; verified: boolean; bank: BankOf | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      verifier: nameColumns(verifier),
      verifierId: verifier.id,
      verified: credentialsVerifiedSql(users.id, today),
      bankIban: bankAccounts.iban,
      bankHolder: bankAccounts.holder,
    })
    .from(users)
    .leftJoin(verifier, eq(verifier.id, users.rppsVerifiedBy))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        verifier: r.verifierId === null ? null : r.verifier,
        verified: r.verified,
        bank: bankOf(r.bankIban, r.bankHolder),
      },
    ]),
  );
}

/**
 * All accounts, pending first, then by creation date, each with its RPPS verifier's name and
 * whether its documents allow claiming: one query, whatever their number.
 */
/** Filters and a keyset page of the accounts list; none: every account. */
export interface UserSearch {
  status?: UserRow['status'] | undefined;
  role?: UserRow['role'] | undefined;
  q?: string | undefined;
  limit?: number | undefined;
  /** The order (`pending` when absent). */
  sort?: UserSort | undefined;
  /**
   * Continue after this: (pending first rank, created_at, id) for `pending`; (created_at or
   * the name's key, id) for the others (`rank` unused).
   */
  after?: { rank: number; createdKey: string; id: string } | undefined;
}

/** 0 for a pending account, 1 otherwise: the list's first sort key. */
export const userRankSql = sql<number>`(case ${users.status} when 'pending' then 0 else 1 end)`;

/** The name the list shows (an establishment's name, a person's first and last names), normalised. */
export const userNameKeySql = sql<string>`${normalizedSql(
  sql`(case when ${users.role} = 'institution' and ${users.name} is not null then ${users.name} else concat_ws(' ', ${users.firstName}, ${users.lastName}) end)`,
)}`;

/** The `where` continuing `sort` after `after`, and its `order by`. */
function userOrder(
  sort: UserSort,
  after: UserSearch['after'],
): { where: SQL | undefined; orderBy: SQL[] } {
  if (sort === 'pending') {
    return {
      where: after
        ? or(
            gt(userRankSql, after.rank),
            and(
              eq(userRankSql, after.rank),
              gt(users.createdAt, sql`${after.createdKey}::timestamptz`),
            ),
            and(
              eq(userRankSql, after.rank),
              eq(users.createdAt, sql`${after.createdKey}::timestamptz`),
              gt(users.id, after.id),
            ),
          )
        : undefined,
      orderBy: [userRankSql, asc(users.createdAt), asc(users.id)],
    };
  }
  const descending = sort.startsWith('-');
  const byName = sort.endsWith('name');
  const key: SQL = byName ? userNameKeySql : sql`${users.createdAt}`;
  const value: SQL = after
    ? byName
      ? sql`${after.createdKey}`
      : sql`${after.createdKey}::timestamptz`
    : sql``;
  const beyond = descending ? lt : gt;
  return {
    where: after
      ? or(beyond(key, value), and(eq(key, value), beyond(users.id, after.id)))
      : undefined,
    orderBy: descending ? [desc(key), desc(users.id)] : [asc(key), asc(users.id)],
  };
}

export async function listUsers(
  db: Db,
  today: string,
  search: UserSearch = {},
): Promise<
  {
    row: UserRow;
    verifier: Named | null;
    verified: boolean;
    bank: BankOf | null;
    rank: number;
    createdKey: string;
    nameKey: string;
  }[]
> {
  const text = search.q
    ? searchSql(normalizedSql(users.firstName, users.lastName, users.name, users.email), search.q)
    : undefined;
  const order = userOrder(search.sort ?? 'pending', search.after);
  const rows = await db
    .select({
      row: users,
      verifier: nameColumns(verifier),
      verifierId: verifier.id,
      verified: credentialsVerifiedSql(users.id, today),
      createdKey: sql<string>`${users.createdAt}::text`,
      nameKey: userNameKeySql,
      bankIban: bankAccounts.iban,
      bankHolder: bankAccounts.holder,
    })
    .from(users)
    .leftJoin(verifier, eq(verifier.id, users.rppsVerifiedBy))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, users.id))
    .where(
      and(
        search.status === undefined ? undefined : eq(users.status, search.status),
        search.role === undefined ? undefined : eq(users.role, search.role),
        text,
        order.where,
      ),
    )
    .orderBy(...order.orderBy)
    .limit(search.limit ?? Number.MAX_SAFE_INTEGER);
  return rows.map((r) => ({
    row: r.row,
    verifier: r.verifierId === null ? null : r.verifier,
    verified: r.verified,
    bank: bankOf(r.bankIban, r.bankHolder),
    rank: r.row.status === 'pending' ? 0 : 1,
    createdKey: r.createdKey,
    nameKey: r.nameKey,
  }));
}

/** The approved accounts that were not erased (the directory). */
export async function listApprovedUsers(db: Db): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, 'approved'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/**
 * Moves a pending account to approved or rejected, in one conditional update so that two
 * administrators deciding at once cannot both win. Rejection also invalidates any token.
 */
export async function decidePendingUser(
  db: Db,
  id: string,
  status: 'approved' | 'rejected',
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      status,
      updatedAt: now,
      tokenVersion: status === 'rejected' ? sql`${users.tokenVersion} + 1` : users.tokenVersion,
    })
    .where(and(eq(users.id, id), eq(users.status, 'pending')))
    .returning();
  return row;
}

/** The caller's own settings (`PUT /users/me/settings`). */
export async function updateUserSettings(
  db: Db,
  id: string,
  settings: Partial<Pick<UserRow, 'sharePosition' | 'notifyPush' | 'notifyEmail'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...settings, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Invalidates every token issued so far to this user (logout, role change). */
export async function bumpTokenVersion(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export async function findUsersByIds(db: Db, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The caller's own details (`PUT /users/me`). */
export async function updateProfile(
  db: Db,
  id: string,
  details: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'phone' | 'address' | 'rpps' | 'rppsVerifiedAt' | 'rppsVerifiedBy'
    >
  >,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...details, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** A new password hash; every token issued so far stops working (the version moves on). */
export async function setPasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export type PhotoRow = typeof userPhotos.$inferSelect;

/** Stores (or replaces) the user's photo and points `profile_photo` at its new URL. */
export async function savePhoto(
  db: Db,
  photo: PhotoRow,
  url: string,
): Promise<UserRow | undefined> {
  await db
    .insert(userPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: userPhotos.userId,
      set: {
        version: photo.version,
        contentType: photo.contentType,
        bytes: photo.bytes,
        updatedAt: photo.updatedAt,
      },
    });
  const [row] = await db
    .update(users)
    .set({ profilePhoto: url, updatedAt: photo.updatedAt })
    .where(eq(users.id, photo.userId))
    .returning();
  return row;
}

export async function deletePhoto(db: Db, userId: string, now: Date): Promise<UserRow | undefined> {
  await db.delete(userPhotos).where(eq(userPhotos.userId, userId));
  const [row] = await db
    .update(users)
    .set({ profilePhoto: null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** The photo of `userId` when `version` is its current one. */
export async function findPhoto(
  db: Db,
  userId: string,
  version: string,
): Promise<Pick<PhotoRow, 'bytes' | 'contentType'> | undefined> {
  const [row] = await db
    .select({ bytes: userPhotos.bytes, contentType: userPhotos.contentType })
    .from(userPhotos)
    .where(and(eq(userPhotos.userId, userId), eq(userPhotos.version, version)))
    .limit(1);
  return row;
}
