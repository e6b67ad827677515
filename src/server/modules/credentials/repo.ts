import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { documents, users } from '../../db/schema.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
/** A document without its bytes, with the name of the administrator who reviewed it. */
export type DocumentMeta = Omit<DocumentRow, 'content'> & { reviewer: Named | null };

const reviewer = alias(users, 'reviewer');

/** Every column but the bytes. */
const metaColumns = {
  id: documents.id,
  userId: documents.userId,
  kind: documents.kind,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.size,
  expiresOn: documents.expiresOn,
  status: documents.status,
  reason: documents.reason,
  reviewedBy: documents.reviewedBy,
  reviewedAt: documents.reviewedAt,
  remindedFor: documents.remindedFor,
  uploadedAt: documents.uploadedAt,
};

/** A left-joined reviewer is null when nobody reviewed the document. */
const withReviewer = (row: DocumentMeta): DocumentMeta => row;

function selectMeta(db: Db) {
  return db
    .select({ ...metaColumns, reviewer: nameColumns(reviewer) })
    .from(documents)
    .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy));
}

/** Her documents, newest first, without their bytes. */
export async function listDocumentsOf(db: Db, userId: string): Promise<DocumentMeta[]> {
  const rows = await selectMeta(db)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.uploadedAt), desc(documents.id));
  return rows.map(withReviewer);
}

export async function findDocumentMeta(db: Db, id: string): Promise<DocumentMeta | undefined> {
  const [row] = await selectMeta(db).where(eq(documents.id, id)).limit(1);
  return row ? withReviewer(row) : undefined;
}

/** The bytes of a document and what is needed to serve them. */
export async function findDocumentFile(db: Db, id: string) {
  const [row] = await db
    .select({
      userId: documents.userId,
      fileName: documents.fileName,
      contentType: documents.contentType,
      content: documents.content,
    })
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  return row;
}

export async function countDocumentsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
  return row?.n ?? 0;
}

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<void> {
  await db.insert(documents).values(row);
}

/** Decides on a document; answers the row, or undefined when it does not exist. */
export async function decideDocument(
  db: Db,
  id: string,
  decision: Pick<DocumentRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
): Promise<Omit<DocumentRow, 'content'> | undefined> {
  const [row] = await db
    .update(documents)
    .set(decision)
    .where(eq(documents.id, id))
    .returning(metaColumns);
  return row;
}

/** Deletes one of `userId`'s documents; false when there is none of hers with this id. */
export async function deleteDocumentOf(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.userId, userId)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/** The state of the documents of `userIds` as the claim rule reads them: one query. */
export async function documentStatesOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: documents.userId,
      status: documents.status,
      expiresOn: documents.expiresOn,
    })
    .from(documents)
    .where(and(inArray(documents.userId, [...userIds]), eq(documents.status, 'verified')));
}

/**
 * Marks the expiry reminder of a document as sent, once per expiry date: answers the row when
 * this call is the one that marked it (the document still verified, its expiry date still the
 * one planned and not passed), else undefined.
 */
export async function markReminded(db: Db, id: string, expiresOn: string, today: string) {
  const [row] = await db
    .update(documents)
    .set({ remindedFor: expiresOn })
    .where(
      and(
        eq(documents.id, id),
        eq(documents.status, 'verified'),
        eq(documents.expiresOn, expiresOn),
        gte(documents.expiresOn, today),
        or(isNull(documents.remindedFor), sql`${documents.remindedFor} <> ${expiresOn}`),
      ),
    )
    .returning({ id: documents.id, userId: documents.userId, kind: documents.kind });
  return row;
}

/** At most this many documents are planned again by one catch-up. */
export const DOCUMENTS_CATCH_UP_LIMIT = 2000;

/**
 * Verified documents expiring between `from` and `to` (local dates) whose reminder for that
 * date was not sent: the catch-up plans them again (index on status, expires_on).
 */
export async function documentsToRemind(db: Db, from: string, to: string) {
  return db
    .select({
      id: documents.id,
      status: documents.status,
      expiresOn: documents.expiresOn,
      reviewedAt: documents.reviewedAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.status, 'verified'),
        gte(documents.expiresOn, from),
        lte(documents.expiresOn, to),
        or(isNull(documents.remindedFor), sql`${documents.remindedFor} <> ${documents.expiresOn}`),
      ),
    )
    .orderBy(asc(documents.expiresOn))
    .limit(DOCUMENTS_CATCH_UP_LIMIT);
}
