/**
 * The expiry reminder of a verified document, on the real job engine (real time): 30 days
 * before the expiry date at 09:00 in Paris, once per expiry date, only while verified; planned
 * at upload and at verification, and by the catch-up for whatever was missed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialDocument } from '../../src/contract/credentials.ts';
import { addDays, expiryReminderAt } from '../../src/domain/credentials/documents.ts';
import { localDate } from '../../src/domain/pay/local-time.ts';
import { documents, notifications } from '../../src/server/db/schema.ts';
import {
  DOCUMENT_QUEUES,
  catchUpDocuments,
  expiryJobKey,
  runExpiryReminder,
} from '../../src/server/modules/credentials/expiry.ts';
import { jobId } from '../../src/server/plugins/jobs.ts';
import { TINY_PDF, createTestApp, type TestApp } from './harness.ts';
import { createNurse } from './fixtures/missions.ts';
import { multipartBody } from './fixtures/routes.ts';

const TZ = 'Europe/Paris';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ jobs: {}, now: () => new Date() });
  admin = await t.adminToken();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const today = () => localDate(Date.now(), TZ);
const frDate = (d: string) => d.split('-').reverse().join('/');

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const notesOf = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.link, '/profile')));

/** The reminder job of a document as it stands now. */
async function job(documentId: string) {
  const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
  if (!doc) return undefined;
  const { rows } = await t.database.executor.executeSql(
    'select state, start_after from pgboss.job where id = $1',
    [jobId(DOCUMENT_QUEUES.expiry, expiryJobKey(doc))],
  );
  return rows[0] as { state: string; start_after: Date } | undefined;
}

async function upload(token: string, expiresOn: string) {
  const body = multipartBody({ kind: 'diplome', expires_on: expiresOn }, [
    { name: 'diplome.pdf', type: 'application/pdf', bytes: TINY_PDF },
  ]);
  const res = await t.request({
    method: 'POST',
    url: '/api/users/me/documents',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CredentialDocument>();
}

const verify = (id: string) =>
  t.request({
    method: 'PUT',
    url: `/api/documents/${id}/verify`,
    token: admin,
    payload: { status: 'verified' },
  });

describe('expiry reminder', () => {
  it('tells her once, 30 days ahead, when a verified document expires within 30 days', async () => {
    const nurse = await createNurse(t, { first_name: 'Rappel', last_name: 'Proche' });
    const expiresOn = addDays(today(), 20);
    const doc = await upload(nurse.token, expiresOn);
    // Pending: never reminded, nothing planned.
    expect(await job(doc.id)).toBeUndefined();
    expect((await verify(doc.id)).statusCode).toBe(200);
    const message = `Votre diplôme expire le ${frDate(expiresOn)}\u202f: déposez-en un à jour pour continuer à prendre des missions.`;
    const notes = await until('expiry reminder', async () => {
      const rows = (await notesOf(nurse.user.id)).filter((n) => n.message === message);
      return rows.length > 0 ? rows : undefined;
    });
    expect(notes[0]).toMatchObject({
      type: 'approval',
      mailSubject: 'Relève\u202f: votre diplôme expire bientôt',
    });
    // Run again (a second instance, a retry): still one.
    await runExpiryReminder(t.app, { documentId: doc.id, expiresOn });
    await catchUpDocuments(t.app);
    expect((await notesOf(nurse.user.id)).filter((n) => n.message === message)).toHaveLength(1);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row?.remindedFor).toBe(expiresOn);
  });

  it('plans a later expiry for 09:00 in Paris 30 days before, once per document and date', async () => {
    const nurse = await createNurse(t, { first_name: 'Rappel', last_name: 'Lointain' });
    const expiresOn = addDays(today(), 200);
    const doc = await upload(nurse.token, expiresOn);
    expect((await verify(doc.id)).statusCode).toBe(200);
    const planned = await job(doc.id);
    expect(planned?.state).toBe('created');
    expect(new Date(planned?.start_after ?? 0).getTime()).toBe(expiryReminderAt(expiresOn, TZ));
    expect(await notesOf(nurse.user.id)).toHaveLength(1); // « vérifié(e) »
  });

  it('catches up a verified document that has no job, and says nothing of a refused one', async () => {
    const nurse = await createNurse(t, { first_name: 'Rappel', last_name: 'Rattrapé' });
    const expiresOn = addDays(today(), 5);
    const id = await t.giveVerifiedDocument(nurse.user.id, expiresOn);
    const refused = randomUUID();
    await t.database.db.insert(documents).values({
      id: refused,
      userId: nurse.user.id,
      kind: 'attestation',
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      content: TINY_PDF,
      expiresOn,
      status: 'refused',
      reason: 'Illisible',
      uploadedAt: new Date(),
    });
    expect(await job(id)).toBeUndefined();
    await catchUpDocuments(t.app);
    await until('caught-up reminder', async () =>
      (await notesOf(nurse.user.id)).length > 0 ? true : undefined,
    );
    await runExpiryReminder(t.app, { documentId: refused, expiresOn });
    expect((await notesOf(nurse.user.id)).map((n) => n.message)).toEqual([
      `Votre diplôme expire le ${frDate(expiresOn)}\u202f: déposez-en un à jour pour continuer à prendre des missions.`,
    ]);
    expect(await job(refused)).toBeUndefined();
  });
});
