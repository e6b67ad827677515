/**
 * Personal data (docs/product-rules.md, « Credentials and personal data »): the export of
 * everything stored about the caller, and the erasure of an account. After an erasure no table
 * of the database holds her e-mail, phone, address, first or last name or RPPS number (every
 * table and column is read), every session of hers has ended, she is « Compte supprimé » where
 * she still appears, and her payslips keep their amounts.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import type { CredentialDocument } from '../../src/contract/credentials.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import { payslips, users } from '../../src/server/db/schema.ts';
import { PASSWORD, TINY_PDF, createTestApp, type TestApp } from './harness.ts';
import { completeMission, createInstitution, type Account } from './fixtures/missions.ts';
import { multipartBody } from './fixtures/routes.ts';

/** Monday 1 December 2025, 09:00 in Paris. */
const NOW = new Date('2025-12-01T08:00:00Z');

const HER = {
  email: 'zephyrine.oubliette@releve.test',
  first_name: 'Zéphyrine',
  last_name: 'Oubliette',
  phone: '06 98 76 54 32',
  address: '7 impasse des Secrets, 13001 Marseille',
  rpps: '10100012342',
};

let t: TestApp;
let admin: string;
let clinic: Account;
let her: { id: string; token: string };
let claimed: Prestation;
let payslipBefore: typeof payslips.$inferSelect;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp({ pushSender: async () => ({ statusCode: 201 }) });
  t.clock.now = NOW;
  admin = await t.adminToken();
  clinic = await createInstitution(t, { name: 'Clinique des Lilas' });

  // She registers with her RPPS; the administrator approves her and checks the number.
  const registered = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...HER, password: PASSWORD, role: 'nurse' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const id = registered.json<{ user: User }>().user.id;
  expect((await send('POST', `/api/users/${id}/approve`, admin)).statusCode).toBe(200);
  expect((await send('PUT', `/api/users/${id}/rpps/verify`, admin)).statusCode).toBe(200);
  her = { id, token: await t.login(HER.email) };
  const account: Account = {
    user: (await send('GET', '/api/auth/me', her.token)).json<User>(),
    token: her.token,
    email: HER.email,
  };

  // Her photo, her diploma (verified), her availability, her phone's subscription, her calendar.
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  const photo = await t.request({
    method: 'PUT',
    url: '/api/users/me/photo',
    token: her.token,
    payload: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(photo.statusCode, photo.body).toBe(200);
  const form = multipartBody({ kind: 'diplome', expires_on: '2030-06-30' }, [
    { name: `diplome ${HER.last_name}.pdf`, type: 'application/pdf', bytes: TINY_PDF },
  ]);
  const doc = await t.request({
    method: 'POST',
    url: '/api/users/me/documents',
    token: her.token,
    payload: form.payload,
    headers: form.headers,
  });
  expect(doc.statusCode, doc.body).toBe(201);
  const docId = doc.json<CredentialDocument>().id;
  expect(
    (await send('PUT', `/api/documents/${docId}/verify`, admin, { status: 'verified' })).statusCode,
  ).toBe(200);
  expect(
    (
      await send('POST', '/api/schedules', her.token, {
        institution_id: clinic.user.id,
        date: '2025-12-20',
        time_start: '08:00',
        time_end: '16:00',
        service_type: 'Soins infirmiers',
        tarif_base: 30,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await send('POST', '/api/push/subscriptions', her.token, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/zephyrine',
        expirationTime: null,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      })
    ).statusCode,
  ).toBeLessThan(300);
  expect((await send('POST', '/api/users/me/calendar', her.token)).statusCode).toBe(201);

  // Messages both ways, one quoting her full name.
  expect(
    (
      await send('POST', '/api/messages', her.token, {
        to_user_id: clinic.user.id,
        content: `Bonjour, ici ${HER.first_name} ${HER.last_name}, joignable au ${HER.phone}.`,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await send('POST', '/api/messages', clinic.token, {
        to_user_id: her.id,
        content: 'Merci, à bientôt !',
      })
    ).statusCode,
  ).toBe(201);

  // A mission done and paid: its payslip must outlive her account.
  await completeMission(t, {
    institution: clinic,
    nurse: account,
    start: new Date('2025-11-19T07:00:00Z'),
    end: new Date('2025-11-19T15:00:00Z'),
    name: 'Soins de jour',
  });
  const generated = await send(
    'POST',
    `/api/payslips/generate?user_id=${her.id}&period_start=2025-11-01&period_end=2025-11-30`,
    admin,
  );
  expect(generated.statusCode, generated.body).toBe(201);
  const [slip] = await t.database.db.select().from(payslips).where(eq(payslips.userId, her.id));
  if (!slip) throw new Error('no payslip');
  payslipBefore = slip;

  // An open mission she claims: the establishment is told her name.
  const created = await send('POST', '/api/prestations', admin, {
    name: 'Nuit à pourvoir',
    dateStart: new Date('2025-12-12T20:00:00Z').toISOString(),
    dateEnd: new Date('2025-12-13T06:00:00Z').toISOString(),
    etablissement_id: clinic.user.id,
  });
  claimed = created.json<{ prestation: Prestation }>().prestation;
  expect((await send('PUT', `/api/prestations/${claimed.id}/publish`, admin)).statusCode).toBe(200);
  const claim = await send('PUT', `/api/prestations/${claimed.id}/claim`, her.token);
  expect(claim.statusCode, claim.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('export', () => {
  it('hands her everything stored about her, as a JSON file, without secrets or bytes', async () => {
    const res = await send('GET', '/api/users/me/export', her.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="releve-mes-donnees-2025-12-01.json"',
    );
    const data = res.json<Record<string, unknown> & { account: Record<string, unknown> }>();
    expect(data.exported_at).toBe(NOW.toISOString());
    expect(data.account).toMatchObject({
      id: her.id,
      email: HER.email,
      first_name: HER.first_name,
      last_name: HER.last_name,
      phone: HER.phone,
      address: HER.address,
      rpps: HER.rpps,
    });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.account).not.toHaveProperty('calendar_token');
    expect(res.body).not.toMatch(/argon2|password_hash|token_version/);
    expect(data.calendar_link).toMatchObject({ active: true });
    expect(data.profile_photo).toMatchObject({ content_type: 'image/webp' });
    const list = (key: string) => data[key] as Record<string, unknown>[];
    expect(
      list('missions')
        .map((m) => m.name)
        .sort(),
    ).toEqual(['Nuit à pourvoir', 'Soins de jour']);
    expect(list('payslips')).toEqual([
      expect.objectContaining({ id: payslipBefore.id, net_cents: payslipBefore.netCents }),
    ]);
    expect(list('messages')).toHaveLength(2);
    expect(list('notifications').length).toBeGreaterThan(0);
    expect(list('documents')).toEqual([
      expect.objectContaining({ kind: 'diplome', status: 'verified', expires_on: '2030-06-30' }),
    ]);
    expect(list('documents')[0]).not.toHaveProperty('content');
    expect(list('availabilities')).toEqual([expect.objectContaining({ date: '2025-12-20' })]);
    expect(list('push_subscriptions')).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/zephyrine', created_at: NOW.toISOString() },
    ]);
    expect(list('mission_events').length).toBeGreaterThan(0);
    // The browsers she signed in from: when, never the device tokens or their hashes.
    expect(list('sign_in_devices').length).toBeGreaterThan(0);
    expect(list('sign_in_devices')[0]).toEqual({
      created_at: expect.any(String),
      last_used_at: expect.any(String),
    });
  });
});

describe('erasure', () => {
  /** Every row of every table of the public schema, as text, by table. */
  async function everyTable(): Promise<Record<string, string>> {
    const tables = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const columns = (await t.database.db.execute(
      sql`select table_name, count(*)::int as n from information_schema.columns where table_schema = 'public' group by table_name`,
    )) as unknown as { rows: { table_name: string; n: number }[] };
    expect(columns.rows.length).toBe(tables.rows.length);
    const dump: Record<string, string> = {};
    for (const { table_name: name } of tables.rows) {
      const result = (await t.database.db.execute(
        sql`select coalesce(string_agg(r::text, E'\n'), '') as text from ${sql.identifier(name)} r`,
      )) as unknown as { rows: { text: string }[] };
      dump[name] = result.rows[0]?.text ?? '';
    }
    return dump;
  }

  it('asks for her password (422), and waits for her missions to be done (409)', async () => {
    const wrong = await send('DELETE', '/api/users/me', her.token, { password: 'pas le bon' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      detail: [
        { loc: ['body', 'password'], msg: 'Le mot de passe est incorrect.', type: 'password' },
      ],
    });
    const busy = await send('DELETE', '/api/users/me', her.token, { password: PASSWORD });
    expect(busy.statusCode).toBe(409);
    expect(busy.json<{ detail: string }>().detail).toMatch(/prestations à venir/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, her.id));
    expect(row).toMatchObject({ email: HER.email, deletedAt: null });
    // An administrator's account is not erased from the app.
    expect((await send('DELETE', '/api/users/me', admin, { password: 'x' })).statusCode).toBe(403);
  });

  it('leaves no personal data of hers in any table, ends every session, keeps her payslip', async () => {
    // The claimed night is cancelled: nothing left to do.
    expect((await send('PUT', `/api/prestations/${claimed.id}/cancel`, admin)).statusCode).toBe(
      200,
    );
    const before = await everyTable();
    expect(Object.values(before).join('\n')).toContain(HER.last_name);
    const second = await t.login(HER.email);

    const res = await send('DELETE', '/api/users/me', her.token, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);

    const after = await everyTable();
    const needles = [HER.email, HER.phone, HER.address, HER.first_name, HER.last_name, HER.rpps];
    for (const [table, text] of Object.entries(after)) {
      for (const needle of needles) {
        expect(text.toLowerCase().includes(needle.toLowerCase()), `« ${needle} » in ${table}`).toBe(
          false,
        );
      }
    }
    // Payslip: kept, amounts unchanged.
    const [slip] = await t.database.db
      .select()
      .from(payslips)
      .where(eq(payslips.id, payslipBefore.id));
    expect(slip).toMatchObject({
      userId: her.id,
      totalMinutes: payslipBefore.totalMinutes,
      grossCents: payslipBefore.grossCents,
      commissionCents: payslipBefore.commissionCents,
      netCents: payslipBefore.netCents,
    });

    // Every session has ended: this one and the other.
    for (const token of [her.token, second]) {
      const me = await send('GET', '/api/auth/me', token);
      expect(me.statusCode).toBe(401);
    }
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: HER.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The administrator sees « Compte supprimé »; nobody else finds her.
    const list = (await send('GET', '/api/users', admin)).json<User[]>();
    const shown = list.find((u) => u.id === her.id);
    expect(shown).toMatchObject({
      name: 'Compte supprimé',
      phone: '',
      address: '',
      rpps: null,
      profile_photo: null,
      credentials_verified: false,
      deleted_at: NOW.toISOString(),
    });
    const directory = (await send('GET', '/api/users/directory', clinic.token)).json<
      { id: string }[]
    >();
    expect(directory.map((d) => d.id)).not.toContain(her.id);
    const payslip = await send('GET', `/api/payslips/${payslipBefore.id}`, admin);
    expect(payslip.json()).toMatchObject({ user_name: 'Compte supprimé' });

    // She can no longer be given a mission.
    const assign = await send('POST', '/api/prestations', admin, {
      name: 'Pour personne',
      dateStart: new Date('2025-12-22T07:00:00Z').toISOString(),
      dateEnd: new Date('2025-12-22T15:00:00Z').toISOString(),
      etablissement_id: clinic.user.id,
      assigned_to: her.id,
    });
    expect(assign.statusCode).toBe(422);
    const candidates = await send('GET', `/api/prestations/${claimed.id}/candidates`, admin);
    expect(candidates.json<{ id: string }[]>().map((c) => c.id)).not.toContain(her.id);
  });

  it('erases an establishment too: its name becomes « Compte supprimé » on the missions it keeps', async () => {
    const gone = await createInstitution(t, { name: 'Résidence Éphémère' });
    const res = await send('DELETE', '/api/users/me', gone.token, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, gone.user.id));
    expect(row).toMatchObject({ name: 'Compte supprimé', phone: '', address: '' });
    expect(row?.deletedAt).not.toBeNull();
  });
});
