/**
 * Credentials (docs/product-rules.md, « Credentials and personal data »): the RPPS number of
 * nurses, documents uploaded by professionals (bounded, typed from their bytes, stored whole or
 * not at all), who may read them, the administrator's decision and its notification, and the
 * claim of open missions gated by a verified document that has not expired.
 */
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import {
  CLAIM_DOCUMENTS_EXPIRED,
  CLAIM_NEEDS_DOCUMENT,
  DOCUMENT_LIMITS,
  type CredentialDocument,
} from '../../src/contract/credentials.ts';
import type { Candidate } from '../../src/contract/staffing.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import { documents, notifications } from '../../src/server/db/schema.ts';
import { PASSWORD, TINY_PDF, createTestApp, type TestApp } from './harness.ts';
import { createInstitution, createNurse, type Account } from './fixtures/missions.ts';
import { multipartBody } from './fixtures/routes.ts';

/** Monday 1 December 2025, 09:00 in Paris. */
const NOW = new Date('2025-12-01T08:00:00Z');
const VALID_RPPS = '10001234565';

let t: TestApp;
let admin: string;
let clinic: Account;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  admin = await t.adminToken();
  clinic = await createInstitution(t, { name: 'Clinique des Lilas' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.now = NOW;
});

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A POST /users/me/documents as `token`. */
function upload(
  token: string,
  fields: Record<string, string>,
  files: { field?: string; name: string; type: string; bytes: Buffer }[],
) {
  const body = multipartBody(fields, files);
  return t.request({
    method: 'POST',
    url: '/api/users/me/documents',
    token,
    payload: body.payload,
    headers: body.headers,
  });
}
const pdf = (name = 'diplome.pdf', bytes = TINY_PDF) => ({
  name,
  type: 'application/pdf',
  bytes,
});

const documentCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(documents);
  return row?.n ?? 0;
};

const put = (url: string, token: string, payload?: object) =>
  t.request({ method: 'PUT', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

async function uploaded(token: string, fields: Record<string, string> = { kind: 'diplome' }) {
  const res = await upload(token, fields, [pdf()]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CredentialDocument>();
}

describe('RPPS', () => {
  const register = (payload: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `rpps-${Math.random().toString(36).slice(2)}@releve.test`,
        password: PASSWORD,
        first_name: 'Inès',
        last_name: 'Roux',
        phone: '06 11 22 33 44',
        address: '3 rue Neuve, Lyon',
        role: 'nurse',
        ...payload,
      },
    });

  it('is optional at registration, for nurses only, 11 digits with a valid key', async () => {
    const given = await register({ rpps: '100 0123 4565' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json<{ user: User }>().user).toMatchObject({
      rpps: VALID_RPPS,
      rpps_verified_at: null,
      rpps_verified_by: null,
      credentials_verified: false,
      deleted_at: null,
    });
    expect((await register({ rpps: '' })).json<{ user: User }>().user.rpps).toBeNull();
    expect((await register({})).json<{ user: User }>().user.rpps).toBeNull();

    const wrongKey = await register({ rpps: '10001234566' });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json()).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'rpps'], msg: 'Numéro RPPS invalide.' })],
    });
    const caregiver = await register({ role: 'caregiver', rpps: VALID_RPPS });
    expect(caregiver.statusCode).toBe(422);
    expect(JSON.stringify(caregiver.json())).toContain(
      'Le numéro RPPS ne concerne que les infirmiers et infirmières.',
    );
  });

  it('is changed in the profile: a new number loses its verification, the same keeps it', async () => {
    const nurse = await createNurse(t, { first_name: 'Maëlle', last_name: 'Rpps' });
    const profile = (rpps: unknown) =>
      put('/api/users/me', nurse.token, {
        first_name: 'Maëlle',
        last_name: 'Rpps',
        phone: '06 11 22 33 44',
        address: '3 rue Neuve, Lyon',
        ...(rpps === undefined ? {} : { rpps }),
      });
    expect((await profile(VALID_RPPS)).json<User>().rpps).toBe(VALID_RPPS);
    const verified = await put(`/api/users/${nurse.user.id}/rpps/verify`, admin);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<User>()).toMatchObject({
      rpps: VALID_RPPS,
      rpps_verified_at: NOW.toISOString(),
      rpps_verified_by: 'Admin Relève',
    });
    // Absent or the same: still verified.
    expect((await profile(undefined)).json<User>().rpps_verified_at).toBe(NOW.toISOString());
    expect((await profile('1000 1234 565')).json<User>().rpps_verified_by).toBe('Admin Relève');
    // The admin's users screen shows it.
    const list = (await get('/api/users', admin)).json<User[]>();
    expect(list.find((u) => u.id === nurse.user.id)).toMatchObject({
      rpps: VALID_RPPS,
      rpps_verified_by: 'Admin Relève',
    });
    // Another number: no longer verified.
    expect((await profile('10100012342')).json<User>()).toMatchObject({
      rpps: '10100012342',
      rpps_verified_at: null,
      rpps_verified_by: null,
    });
    expect((await profile('12345')).statusCode).toBe(422);
    // Removed.
    expect((await profile('')).json<User>().rpps).toBeNull();
    expect((await profile(null)).json<User>().rpps).toBeNull();
  });

  it('is refused in the profile of another role, and its check needs a nurse with a number', async () => {
    const hugo = await createNurse(t, { first_name: 'Hugo', last_name: 'Rpps', role: 'caregiver' });
    const res = await put('/api/users/me', hugo.token, {
      first_name: 'Hugo',
      last_name: 'Rpps',
      phone: '06 11 22 33 44',
      address: '3 rue Neuve, Lyon',
      rpps: VALID_RPPS,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'rpps'],
          msg: 'Le numéro RPPS ne concerne que les infirmiers et infirmières.',
          type: 'role',
        },
      ],
    });
    const notNurse = await put(`/api/users/${hugo.user.id}/rpps/verify`, admin);
    expect(notNurse.statusCode).toBe(422);
    expect(notNurse.json()).toEqual({
      detail: 'Le numéro RPPS ne concerne que les infirmiers et infirmières.',
    });
    const none = await createNurse(t, { first_name: 'Sans', last_name: 'Numéro' });
    const missing = await put(`/api/users/${none.user.id}/rpps/verify`, admin);
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ detail: "Cette personne n'a pas donné de numéro RPPS." });
    expect((await put('/api/users/inconnu/rpps/verify', admin)).statusCode).toBe(404);
    expect((await put(`/api/users/${none.user.id}/rpps/verify`, none.token)).statusCode).toBe(403);
  });
});

describe('uploading a document', () => {
  it('stores PDF, JPEG and PNG with the type read from their bytes, and serves them back', async () => {
    const nurse = await createNurse(t, { first_name: 'Léa', last_name: 'Dépôt' });
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    const jpeg = Buffer.concat([JPEG_HEAD, Buffer.alloc(64, 1)]);
    const cases = [
      {
        name: 'diplôme infirmier.pdf',
        type: 'application/octet-stream',
        bytes: TINY_PDF,
        is: 'application/pdf',
      },
      // Named and announced wrongly: the bytes decide.
      { name: 'carte.pdf', type: 'application/pdf', bytes: png, is: 'image/png' },
      { name: '../../etc/attestation', type: 'image/png', bytes: jpeg, is: 'image/jpeg' },
    ];
    const ids: string[] = [];
    for (const c of cases) {
      const res = await upload(
        nurse.token,
        { kind: 'carte_professionnelle', expires_on: '2027-03-12' },
        [c],
      );
      expect(res.statusCode, res.body).toBe(201);
      const doc = res.json<CredentialDocument>();
      expect(doc).toMatchObject({
        user_id: nurse.user.id,
        kind: 'carte_professionnelle',
        content_type: c.is,
        size: c.bytes.length,
        expires_on: '2027-03-12',
        expired: false,
        status: 'pending',
        reason: null,
        reviewed_by: null,
        uploaded_at: NOW.toISOString(),
        file_url: `/api/documents/${doc.id}/file`,
      });
      ids.push(doc.id);
      const file = await get(doc.file_url, nurse.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(c.is);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.rawPayload.equals(c.bytes)).toBe(true);
    }
    const list = (await get(`/api/users/${nurse.user.id}/documents`, nurse.token)).json<
      CredentialDocument[]
    >();
    expect(list.map((d) => d.file_name).sort()).toEqual(
      ['attestation', 'carte.pdf', 'diplôme infirmier.pdf'].sort(),
    );
    const file = await get(`/api/documents/${ids[0]}/file`, admin);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="diplome infirmier.pdf"; filename*=UTF-8''dipl%C3%B4me%20infirmier.pdf`,
    );
  });

  it('refuses hostile uploads cleanly (413, 415, 422 in French) and stores nothing', async () => {
    const nurse = await createNurse(t, { first_name: 'Nina', last_name: 'Hostile' });
    const before = await documentCount();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    const html = Buffer.from('<html><script>alert(1)</script>%PDF-1.4</html>');
    const over = Buffer.concat([
      TINY_PDF,
      Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 1 - TINY_PDF.length),
    ]);
    const cases: {
      what: string;
      status: number;
      detail: unknown;
      fields?: Record<string, string>;
      files?: { field?: string; name: string; type: string; bytes: Buffer }[];
    }[] = [
      {
        what: 'a program renamed .pdf',
        status: 415,
        detail: 'Format non accepté\u202f: PDF, JPEG ou PNG.',
        files: [{ name: 'diplome.pdf', type: 'application/pdf', bytes: exe }],
      },
      {
        what: 'a web page announced as a PDF',
        status: 415,
        detail: 'Format non accepté\u202f: PDF, JPEG ou PNG.',
        files: [{ name: 'diplome.pdf', type: 'application/pdf', bytes: html }],
      },
      {
        what: 'one byte over 10 Mo',
        status: 413,
        detail: 'Le fichier dépasse 10 Mo.',
        files: [pdf('gros.pdf', over)],
      },
      {
        what: 'an empty file',
        status: 422,
        detail: [{ loc: ['body', 'file'], msg: 'Le fichier est vide.', type: 'file' }],
        files: [pdf('vide.pdf', Buffer.alloc(0))],
      },
      {
        what: 'no file',
        status: 422,
        detail: [
          {
            loc: ['body', 'file'],
            msg: 'Aucun fichier reçu\u202f: joignez votre justificatif (PDF, JPEG ou PNG).',
            type: 'file',
          },
        ],
        files: [],
      },
      {
        what: 'two files',
        status: 413,
        detail: 'Un seul fichier par envoi.',
        files: [pdf('a.pdf'), pdf('b.pdf')],
      },
      {
        what: 'an unknown kind',
        status: 422,
        detail: [
          expect.objectContaining({
            loc: ['body', 'kind'],
            msg: 'Type de document inconnu : diplome, carte_professionnelle ou attestation.',
          }),
        ],
        fields: { kind: 'passeport' },
        files: [pdf()],
      },
      {
        what: 'an expiry date already past',
        status: 422,
        detail: [
          {
            loc: ['body', 'expires_on'],
            msg: "La date d'expiration est déjà passée.",
            type: 'date',
          },
        ],
        fields: { kind: 'diplome', expires_on: '2025-11-30' },
        files: [pdf()],
      },
      {
        what: 'a date that is not one',
        status: 422,
        detail: [expect.objectContaining({ loc: ['body', 'expires_on'] })],
        fields: { kind: 'diplome', expires_on: '2026-02-30' },
        files: [pdf()],
      },
      {
        what: 'an over-long field',
        status: 422,
        detail: "Le formulaire d'envoi n'a pas pu être lu. Réessayez.",
        fields: { kind: 'd'.repeat(500) },
        files: [pdf()],
      },
    ];
    for (const c of cases) {
      const res = await upload(nurse.token, c.fields ?? { kind: 'diplome' }, c.files ?? []);
      expect(res.statusCode, `${c.what}: ${res.body}`).toBe(c.status);
      expect(res.json(), c.what).toEqual({ detail: c.detail });
      expect(await documentCount(), c.what).toBe(before);
    }
    // Not a form at all.
    const json = await t.request({
      method: 'POST',
      url: '/api/users/me/documents',
      token: nurse.token,
      payload: { kind: 'diplome', file: TINY_PDF.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ detail: string }>().detail).toContain('multipart/form-data');
    // A form cut short.
    const body = multipartBody({ kind: 'diplome' }, [pdf()]);
    const cut = await t.request({
      method: 'POST',
      url: '/api/users/me/documents',
      token: nurse.token,
      payload: body.payload.subarray(0, body.payload.length - 30),
      headers: body.headers,
    });
    expect(cut.statusCode).toBe(422);
    // A form sent to another route: refused as before (JSON expected).
    const elsewhere = await t.request({
      method: 'PUT',
      url: '/api/users/me',
      token: nurse.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(await documentCount()).toBe(before);
  });

  it('accepts exactly 10 Mo', { timeout: 90_000 }, async () => {
    const nurse = await createNurse(t, { first_name: 'Pile', last_name: 'Dix' });
    const full = Buffer.concat([
      TINY_PDF,
      Buffer.alloc(DOCUMENT_LIMITS.maxBytes - TINY_PDF.length),
    ]);
    const res = await upload(nurse.token, { kind: 'diplome' }, [pdf('plein.pdf', full)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CredentialDocument>().size).toBe(DOCUMENT_LIMITS.maxBytes);
  });

  it('holds 20 documents per person at most (409 for the 21st), one at a time', async () => {
    const nurse = await createNurse(t, { first_name: 'Vingt', last_name: 'Dossiers' });
    const answers = await Promise.all(
      Array.from({ length: 22 }, () => upload(nurse.token, { kind: 'attestation' }, [pdf()])),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json()).toEqual({
      detail: "Vous avez déjà 20 justificatifs\u202f: supprimez-en un avant d'en déposer un autre.",
    });
    const rows = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.userId, nurse.user.id));
    expect(rows).toHaveLength(20);
    // One removed: one more fits.
    const del = await t.request({
      method: 'DELETE',
      url: `/api/documents/${rows[0]?.id}`,
      token: nurse.token,
    });
    expect(del.statusCode).toBe(204);
    expect((await upload(nurse.token, { kind: 'attestation' }, [pdf()])).statusCode).toBe(201);
  });

  it('is for professionals only', async () => {
    const res = await upload(clinic.token, { kind: 'diplome' }, [pdf()]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Seuls les professionnels déposent des justificatifs.' });
  });
});

describe('who may read and remove a document', () => {
  it('is her and the administrator; anyone else gets a 404', async () => {
    const owner = await createNurse(t, { first_name: 'Owen', last_name: 'Propre' });
    const other = await createNurse(t, { first_name: 'Autre', last_name: 'Personne' });
    const doc = await uploaded(owner.token);
    for (const token of [other.token, clinic.token]) {
      const list = await get(`/api/users/${owner.user.id}/documents`, token);
      expect(list.statusCode).toBe(404);
      const file = await get(doc.file_url, token);
      expect(file.statusCode).toBe(404);
      expect(file.json()).toEqual({ detail: 'Justificatif introuvable.' });
      expect(file.body).not.toContain('%PDF');
    }
    expect((await get(doc.file_url, '')).statusCode).toBe(401);
    expect((await get(doc.file_url, admin)).statusCode).toBe(200);
    expect((await get(`/api/users/${owner.user.id}/documents`, admin)).json()).toHaveLength(1);
    expect((await get('/api/users/inconnu/documents', admin)).statusCode).toBe(404);
    // Someone else cannot remove it; she can.
    const url = `/api/documents/${doc.id}`;
    expect((await t.request({ method: 'DELETE', url, token: other.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url, token: admin })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(204);
    expect((await get(doc.file_url, owner.token)).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url, token: owner.token })).statusCode).toBe(404);
  });
});

describe('the administrator’s decision', () => {
  /** Her notifications about her documents (her account's approval is another one). */
  const notesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.link, '/profile')));
  const me = async (token: string) => (await get('/api/auth/me', token)).json<User>();

  it('verifies: she is told (notification and e-mail subject) and may claim', async () => {
    const nurse = await createNurse(t, { first_name: 'Vera', last_name: 'Vérifiée' });
    const doc = await uploaded(nurse.token, { kind: 'diplome', expires_on: '2027-03-12' });
    expect((await me(nurse.token)).credentials_verified).toBe(false);
    const res = await put(`/api/documents/${doc.id}/verify`, admin, { status: 'verified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CredentialDocument>()).toMatchObject({
      status: 'verified',
      reason: null,
      reviewed_by: 'Admin Relève',
      reviewed_at: NOW.toISOString(),
    });
    expect(await notesOf(nurse.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'approval',
        message: 'Votre diplôme a été vérifié(e)\u202f: vous pouvez prendre des missions.',
        link: '/profile',
        mailSubject: 'Justificatif vérifié',
      }),
    );
    expect((await me(nurse.token)).credentials_verified).toBe(true);
    const list = (await get('/api/users', admin)).json<User[]>();
    expect(list.find((u) => u.id === nurse.user.id)?.credentials_verified).toBe(true);
    // The same decision again: 409, nobody told twice.
    const again = await put(`/api/documents/${doc.id}/verify`, admin, { status: 'verified' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Ce justificatif est déjà vérifié.' });
    expect(await notesOf(nurse.user.id)).toHaveLength(1);
  });

  it('refuses with a reason she reads; no reason, no refusal', async () => {
    const nurse = await createNurse(t, { first_name: 'Rita', last_name: 'Refusée' });
    const doc = await uploaded(nurse.token, { kind: 'attestation' });
    const bare = await put(`/api/documents/${doc.id}/verify`, admin, { status: 'refused' });
    expect(bare.statusCode).toBe(422);
    expect(JSON.stringify(bare.json())).toContain('Le motif du refus est obligatoire.');
    const res = await put(`/api/documents/${doc.id}/verify`, admin, {
      status: 'refused',
      reason: 'Document illisible',
    });
    expect(res.json<CredentialDocument>()).toMatchObject({
      status: 'refused',
      reason: 'Document illisible',
    });
    expect(await notesOf(nurse.user.id)).toEqual([
      expect.objectContaining({
        message: 'Votre attestation a été refusé(e)\u202f: Document illisible',
        mailSubject: 'Justificatif refusé',
      }),
    ]);
    expect((await me(nurse.token)).credentials_verified).toBe(false);
    expect(
      (await put('/api/documents/inconnu/verify', admin, { status: 'verified' })).statusCode,
    ).toBe(404);
    expect(
      (await put(`/api/documents/${doc.id}/verify`, nurse.token, { status: 'verified' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('claiming needs proof', () => {
  async function openMission(name: string, day: string) {
    const created = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name,
        dateStart: new Date(`${day}T08:00:00+01:00`).toISOString(),
        dateEnd: new Date(`${day}T16:00:00+01:00`).toISOString(),
        etablissement_id: clinic.user.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { prestation } = created.json<{ prestation: Prestation }>();
    expect((await put(`/api/prestations/${prestation.id}/publish`, admin)).statusCode).toBe(200);
    return prestation;
  }
  const claim = (id: string, token: string) => put(`/api/prestations/${id}/claim`, token);

  it('refuses without a verified document, or with expired ones only, and says what is missing', async () => {
    const nurse = await createNurse(t, { first_name: 'Paula', last_name: 'Preuve' });
    const mission = await openMission('Jour sans preuve', '2025-12-15');
    // She sees it on the open list (the app says why she cannot take it).
    const open = (await get('/api/prestations/open', nurse.token)).json<{ id: string }[]>();
    expect(open.map((m) => m.id)).toContain(mission.id);

    const none = await claim(mission.id, nurse.token);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: CLAIM_NEEDS_DOCUMENT });
    // Pending does not count.
    const doc = await uploaded(nurse.token, { kind: 'diplome', expires_on: '2025-12-01' });
    expect((await claim(mission.id, nurse.token)).json()).toEqual({ detail: CLAIM_NEEDS_DOCUMENT });
    // Verified, expiring today: still valid today (the last valid day).
    await put(`/api/documents/${doc.id}/verify`, admin, { status: 'verified' });
    // …expired tomorrow.
    t.clock.now = new Date('2025-12-01T23:30:00Z'); // 00:30 on the 2nd in Paris
    const expired = await claim(mission.id, nurse.token);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ detail: CLAIM_DOCUMENTS_EXPIRED });
    expect((await get('/api/auth/me', nurse.token)).json<User>().credentials_verified).toBe(false);
    const candidates = (await get(`/api/prestations/${mission.id}/candidates`, admin)).json<
      Candidate[]
    >();
    expect(candidates.find((c) => c.id === nurse.user.id)?.verified).toBe(false);
    expect((await get(`/api/prestations/${mission.id}`, admin)).json()).toMatchObject({
      status: 'open',
      assigned_to: null,
    });
  });

  it('lets her claim on the last valid day, and the administrator assign without proof', async () => {
    const nurse = await createNurse(t, { first_name: 'Jade', last_name: 'Jour' });
    await t.giveVerifiedDocument(nurse.user.id, '2025-12-01');
    const mission = await openMission('Jour J', '2025-12-16');
    const candidates = (await get(`/api/prestations/${mission.id}/candidates`, admin)).json<
      Candidate[]
    >();
    expect(candidates.find((c) => c.id === nurse.user.id)?.verified).toBe(true);
    const ok = await claim(mission.id, nurse.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'accepted', assigned_to: nurse.user.id });

    const without = await createNurse(t, { first_name: 'Sans', last_name: 'Papiers' });
    const assigned = await t.request({
      method: 'POST',
      url: '/api/prestations',
      token: admin,
      payload: {
        name: 'Assignée directement',
        dateStart: new Date('2025-12-17T08:00:00+01:00').toISOString(),
        dateEnd: new Date('2025-12-17T16:00:00+01:00').toISOString(),
        etablissement_id: clinic.user.id,
        assigned_to: without.user.id,
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
  });
});

describe('the users list', () => {
  /** How many statements the database runs while `work` does. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return original.apply(this, args);
    };
    try {
      await work();
    } finally {
      client.query = original;
    }
    return n;
  }

  it('reads every account with its RPPS verifier and documents’ state in a constant number of queries', async () => {
    const list = () => get('/api/users', admin);
    await list();
    const before = await statementsDuring(list);
    const nurses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createNurse(t, { first_name: `Liste${i}`, last_name: 'Comptée' }),
      ),
    );
    for (const n of nurses.slice(0, 4)) await t.giveVerifiedDocument(n.user.id);
    await list();
    const after = await statementsDuring(list);
    expect(before).toBeGreaterThan(0);
    expect(after).toBe(before);
    const users = (await list()).json<User[]>();
    expect(users.find((u) => u.id === nurses[0]?.user.id)?.credentials_verified).toBe(true);
    expect(users.find((u) => u.id === nurses[7]?.user.id)?.credentials_verified).toBe(false);
  });
});
