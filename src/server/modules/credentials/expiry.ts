/**
 * The expiry reminder of a verified document (docs/product-rules.md, « Credentials and personal
 * data »): 30 days before its expiry date, at 09:00 in the business time zone, its owner is told
 * to upload a fresh one. A job of the engine, planned in the transaction that verifies the
 * document (a pending or refused document is never reminded, so an upload plans nothing), and
 * by a catch-up every hour and at start for whatever was missed. The job's id comes from the
 * document, its expiry date and the instant of its verification: the catch-up finds the same
 * job again, while a document verified anew (after a refusal) gets a job of its own, the one of
 * its first verification having possibly run while it was refused. The document row is the guard:
 * `reminded_for` is set to the expiry date in the transaction that notifies, so that a job run
 * twice (two instances, a retry) tells her once.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EXPIRY_REMINDER_DAYS,
  addDays,
  expiryReminderAt,
} from '../../../domain/credentials/documents.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../plugins/effects.ts';
import type { JobRequest } from '../../plugins/jobs.ts';
import { todayOf } from '../users/account.ts';
import { credentialsFr as fr, credentialsLink } from './fr.ts';
import { documentsToRemind, markReminded } from './repo.ts';

export const DOCUMENT_QUEUES = {
  expiry: 'document-expiry-reminder',
  catchUp: 'documents-catch-up',
} as const;

const ExpiryData = z.object({
  documentId: z.string().min(1),
  expiresOn: z.iso.date(),
});

/** What planning a document's reminder reads of it. */
export interface PlannedDocument {
  id: string;
  status: string;
  expiresOn: string | null;
  reviewedAt: Date | null;
}

/** The key of a document's reminder job (see above). */
export const expiryJobKey = (doc: Pick<PlannedDocument, 'id' | 'expiresOn' | 'reviewedAt'>) =>
  `${doc.id}:expiry:${doc.expiresOn}:${doc.reviewedAt?.toISOString() ?? ''}`;

/** The job of a verified document's expiry reminder; none for one that does not expire. */
export function planDocument(doc: PlannedDocument, timeZone: string): JobRequest[] {
  if (doc.status !== 'verified') return [];
  const at = expiryReminderAt(doc.expiresOn, timeZone);
  if (at === null || doc.expiresOn === null) return [];
  return [
    {
      queue: DOCUMENT_QUEUES.expiry,
      key: expiryJobKey(doc),
      data: { documentId: doc.id, expiresOn: doc.expiresOn },
      at: new Date(at),
    },
  ];
}

/** Sends a document's reminder job inside the write's transaction `tx`. */
export async function planDocumentIn(app: FastifyInstance, tx: Db, doc: PlannedDocument) {
  await app.jobs.send(planDocument(doc, app.timezone), tx);
}

/** The reminder itself: told once per expiry date, only while verified and not expired. */
export async function runExpiryReminder(app: FastifyInstance, raw: Record<string, unknown>) {
  const data = ExpiryData.parse(raw);
  const now = app.now();
  await withTransaction(app, now, async (tx) => {
    const row = await markReminded(tx, data.documentId, data.expiresOn, todayOf(app));
    if (!row) return { result: undefined };
    return {
      result: undefined,
      effects: {
        notify: [
          {
            userId: row.userId,
            type: 'approval' as const,
            message: fr.notify.expiring(row.kind, data.expiresOn),
            link: credentialsLink,
            mailSubject: fr.mail.expiring(row.kind),
          },
        ],
      },
    };
  });
}

/**
 * Plans again the reminders of verified documents expiring from today to 31 days ahead whose
 * reminder was not sent (a document verified before this version, a job lost): those already
 * due run at once. Answers how many documents were looked at.
 */
export async function catchUpDocuments(app: FastifyInstance): Promise<number> {
  const today = todayOf(app);
  const list = await documentsToRemind(app.db, today, addDays(today, EXPIRY_REMINDER_DAYS + 1));
  await app.jobs.send(list.flatMap((doc) => planDocument(doc, app.timezone)));
  return list.length;
}

/** Declares the reminder's queue and the catch-up (hourly, and once at start). */
export function registerDocumentReminders(app: FastifyInstance): void {
  app.jobs.handle(DOCUMENT_QUEUES.expiry, (data) => runExpiryReminder(app, data));
  app.jobs.every(DOCUMENT_QUEUES.catchUp, '7 * * * *', async () => {
    await catchUpDocuments(app);
  });
  if (!app.jobs.enabled) return;
  app.addHook('onReady', async () => {
    try {
      await catchUpDocuments(app);
    } catch (err) {
      app.log.error({ err }, 'documents catch-up at start');
    }
  });
}
