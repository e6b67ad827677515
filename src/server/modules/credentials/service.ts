/**
 * Credentials (docs/product-rules.md, « Credentials and personal data »): a nurse's RPPS number
 * checked by an administrator, and the documents professionals upload (diploma, professional
 * card, certificate), verified or refused by an administrator. Without a verified document that
 * has not expired, a professional cannot claim open missions.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../../contract/auth.ts';
import {
  CLAIM_DOCUMENTS_EXPIRED,
  CLAIM_NEEDS_DOCUMENT,
  DOCUMENT_LIMITS,
  DocumentUploadFields,
  type CredentialDocument,
  type DocumentDecisionBody,
} from '../../../contract/credentials.ts';
import {
  credentialsState,
  safeFileName,
  sniffDocumentType,
  type CredentialsState,
} from '../../../domain/credentials/documents.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, ValidationError, conflict, notFound, unprocessable } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { lockPerson } from '../staffing/repo.ts';
import { presentAccount, todayOf } from '../users/account.ts';
import { findUserById, updateProfile, type UserRow } from '../users/repo.ts';
import { planDocumentIn } from './expiry.ts';
import { credentialsFr as fr, credentialsLink } from './fr.ts';
import { presentDocument } from './present.ts';
import {
  countDocumentsOf,
  decideDocument,
  deleteDocumentOf,
  documentStatesOf,
  findDocumentFile,
  findDocumentMeta,
  insertDocument,
  listDocumentsOf,
} from './repo.ts';
import type { ReceivedUpload } from './upload.ts';

/** `PUT /users/{id}/rpps/verify` (admin): the nurse's RPPS number is checked, by whom and when. */
export async function verifyRpps(app: FastifyInstance, admin: UserRow, id: string): Promise<User> {
  const now = app.now();
  const row = await withTransaction(app, now, async (tx) => {
    const user = await lockPerson(tx, id);
    if (!user || user.deletedAt) throw notFound(fr.userNotFound);
    if (user.role !== 'nurse') throw unprocessable(fr.rppsNotNurse);
    if (!user.rpps) throw conflict(fr.rppsMissing);
    if (user.rppsVerifiedAt) return { result: user };
    return {
      result: await updateProfile(tx, id, { rppsVerifiedAt: now, rppsVerifiedBy: admin.id }, now),
      effects: {
        changed: [id],
        audit: [{ actorId: admin.id, action: 'rpps.verified', objectType: 'user', objectId: id }],
      },
    };
  });
  if (!row) throw notFound(fr.userNotFound);
  return presentAccount(app, row);
}

/** The claim rule's reading of her documents, on `db` (the claim's transaction). */
export async function credentialsStateOf(
  db: Db,
  app: FastifyInstance,
  userId: string,
): Promise<CredentialsState> {
  return credentialsState(await documentStatesOf(db, [userId]), todayOf(app));
}

/** The same for many people in one query: `verified` ones get true. */
export async function verifiedPeople(
  app: FastifyInstance,
  userIds: readonly string[],
): Promise<Set<string>> {
  const today = todayOf(app);
  const rows = await documentStatesOf(app.db, userIds);
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return new Set(
    [...byUser]
      .filter(([, docs]) => credentialsState(docs, today) === 'verified')
      .map(([id]) => id),
  );
}

/** Refuses a claim (409) when her documents do not allow it, saying what is missing. */
export async function assertMayClaim(db: Db, app: FastifyInstance, userId: string) {
  const state = await credentialsStateOf(db, app, userId);
  if (state === 'missing') throw conflict(CLAIM_NEEDS_DOCUMENT);
  if (state === 'expired') throw conflict(CLAIM_DOCUMENTS_EXPIRED);
}

/**
 * `POST /users/me/documents`: the fields checked by the contract's schema, the file from its
 * first bytes, the expiry date not past; then, under the lock of her row (two uploads at once
 * are counted one after the other), at most 20 documents. Stored whole or not at all.
 */
export async function uploadDocument(
  app: FastifyInstance,
  user: UserRow,
  upload: ReceivedUpload,
): Promise<CredentialDocument> {
  const parsed = DocumentUploadFields.safeParse({
    kind: upload.fields.kind,
    ...(upload.fields.expires_on ? { expires_on: upload.fields.expires_on } : {}),
  });
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((issue) => ({
        loc: ['body', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
        msg: issue.message,
        type: issue.code,
      })),
    );
  }
  const { kind, expires_on: expiresOn } = parsed.data;
  const today = todayOf(app);
  if (expiresOn !== undefined && expiresOn < today) {
    throw new ValidationError([{ loc: ['body', 'expires_on'], msg: fr.expiredDate, type: 'date' }]);
  }
  if (!upload.file)
    throw new ValidationError([{ loc: ['body', 'file'], msg: fr.noFile, type: 'file' }]);
  const { bytes, fileName } = upload.file;
  if (bytes.length === 0) {
    throw new ValidationError([{ loc: ['body', 'file'], msg: fr.empty, type: 'file' }]);
  }
  if (bytes.length > DOCUMENT_LIMITS.maxBytes) throw new HttpError(413, fr.tooLarge);
  const contentType = sniffDocumentType(bytes);
  if (contentType === null) throw new HttpError(415, fr.wrongType);

  const now = app.now();
  const id = randomUUID();
  await withTransaction(app, now, async (tx) => {
    await lockPerson(tx, user.id);
    if ((await countDocumentsOf(tx, user.id)) >= DOCUMENT_LIMITS.maxPerUser) {
      throw conflict(fr.tooMany(DOCUMENT_LIMITS.maxPerUser));
    }
    await insertDocument(tx, {
      id,
      userId: user.id,
      kind,
      fileName: safeFileName(fileName),
      contentType,
      size: bytes.length,
      content: bytes,
      expiresOn: expiresOn ?? null,
      status: 'pending',
      uploadedAt: now,
    });
    return { result: undefined, effects: { changed: [user.id] } };
  });
  const row = await findDocumentMeta(app.db, id);
  if (!row) throw notFound(fr.documentNotFound);
  return presentDocument(row, today);
}

/** Only the owner and the administrators see a person's documents; anyone else gets a 404. */
const mayRead = (caller: UserRow, ownerId: string) =>
  caller.role === 'admin' || caller.id === ownerId;

/** `GET /users/{id}/documents`. */
export async function documentsOf(
  app: FastifyInstance,
  caller: UserRow,
  userId: string,
): Promise<CredentialDocument[]> {
  if (!mayRead(caller, userId)) throw notFound(fr.userNotFound);
  if (caller.id !== userId && !(await findUserById(app.db, userId))) {
    throw notFound(fr.userNotFound);
  }
  const today = todayOf(app);
  return (await listDocumentsOf(app.db, userId)).map((row) => presentDocument(row, today));
}

/** `GET /documents/{id}/file`: the bytes, for the owner and the administrators only. */
export async function documentFile(app: FastifyInstance, caller: UserRow, id: string) {
  const row = await findDocumentFile(app.db, id);
  if (!row || !mayRead(caller, row.userId)) throw notFound(fr.documentNotFound);
  return row;
}

/**
 * `PUT /documents/{id}/verify` (admin): verified, or refused with its reason; the owner is told
 * (notification, socket, Web Push, e-mail). The same decision twice is a 409 (a double click
 * does not notify twice); another decision replaces the first.
 */
export async function decideOnDocument(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: DocumentDecisionBody,
): Promise<CredentialDocument> {
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    const before = await findDocumentMeta(tx, id);
    if (!before) throw notFound(fr.documentNotFound);
    if (before.status === body.status) throw conflict(fr.alreadyDecided(body.status));
    const reason = body.status === 'refused' ? (body.reason ?? '') : null;
    const row = await decideDocument(tx, id, {
      status: body.status,
      reason,
      reviewedBy: admin.id,
      reviewedAt: now,
    });
    if (!row) throw notFound(fr.documentNotFound);
    // Its expiry reminder (a refusal plans none; a job already planned finds it refused).
    await planDocumentIn(app, tx, row);
    return {
      result: undefined,
      effects: {
        changed: [row.userId],
        audit: [
          {
            actorId: admin.id,
            action: row.status === 'verified' ? 'document.verified' : 'document.refused',
            objectType: 'document',
            objectId: row.id,
            detail: { owner_id: row.userId, kind: row.kind },
          },
        ],
        notify: [
          row.status === 'verified'
            ? {
                userId: row.userId,
                type: 'approval' as const,
                message: fr.notify.verified(row.kind),
                link: credentialsLink,
                mailSubject: fr.mail.verified,
              }
            : {
                userId: row.userId,
                type: 'approval' as const,
                message: fr.notify.refused(row.kind, reason ?? ''),
                link: credentialsLink,
                mailSubject: fr.mail.refused,
              },
        ],
      },
    };
  });
  const row = await findDocumentMeta(app.db, id);
  if (!row) throw notFound(fr.documentNotFound);
  return presentDocument(row, todayOf(app));
}

/** `DELETE /documents/{id}`: the owner removes one of hers (anyone else: 404). */
export async function deleteDocument(app: FastifyInstance, user: UserRow, id: string) {
  const now = app.now();
  const deleted = await withTransaction(app, now, async (tx) => ({
    result: await deleteDocumentOf(tx, user.id, id),
    effects: { changed: [user.id] },
  }));
  if (!deleted) throw notFound(fr.documentNotFound);
}
