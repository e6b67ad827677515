/**
 * Invoices to establishments (Factur-X): a month of day, night, weekend, holiday and
 * contested-then-settled missions invoiced to the cent of the missions' pay; the XML valid
 * against the official Factur-X EN 16931 XSD (xmllint), its totals those of the JSON; the PDF
 * carrying it (poppler's pdfdetach); once only; another's invoice 404; a correction after
 * invoicing credited and billed again; paid; SIRET. The real server on a real database.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/contract/invoices.ts';
import { invoiceLines, invoices } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { COMPANY_SETTINGS } from './fixtures/routes.ts';
import { TARIFFS, createInstitution, insertCompletedMission } from './fixtures/money.ts';
import {
  detach,
  issue,
  issued,
  popplerText,
  validateAgainstXsd,
  xmlFigures,
} from './fixtures/invoices.ts';

let t: TestApp;
let admin: string;
let lilas: Awaited<ReturnType<typeof createInstitution>>;
let tilleuls: Awaited<ReturnType<typeof createInstitution>>;
let camille: Awaited<ReturnType<TestApp['createUser']>>;
const ids: Record<string, string> = {};
let november: Invoice[] = [];

const SIRET = '73282932000074';

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });
/** The Lilas's « Modifier » form as its manager saves it, with a SIRET. */
const saveLilasProfile = (siret: string) =>
  t.request({
    method: 'PUT',
    url: `/api/institutions/${lilas.user.id}`,
    token: lilas.token,
    payload: {
      name: 'Clinique des Lilas',
      email: lilas.email,
      phone: '04 72 00 00 00',
      address: '3 avenue des Frères Lumière, 69008 Lyon',
      tarification: TARIFFS,
      siret,
    },
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  t = await createTestApp();
  // Thursday 3 December 2026, 10:00 in Paris.
  t.clock.now = new Date('2026-12-03T09:00:00Z');
  admin = await t.adminToken();
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings/company',
    token: admin,
    payload: COMPANY_SETTINGS,
  });
  expect(saved.statusCode).toBe(200);
  lilas = await createInstitution(t, 'Clinique des Lilas');
  tilleuls = await createInstitution(t, 'Ehpad Les Tilleuls');
  const profile = await saveLilasProfile('732 829 320 00074');
  expect(profile.statusCode).toBe(200);
  camille = await t.createUser({ role: 'nurse', first_name: 'Camille', last_name: 'Durand' });
  const mission = (
    key: string,
    startedAt: string,
    endedAt: string,
    over: Partial<Parameters<typeof insertCompletedMission>[1]> = {},
  ) =>
    insertCompletedMission(t, {
      institutionId: lilas.user.id,
      userId: camille.user.id,
      startedAt,
      endedAt,
      name: key,
      ...over,
    }).then((id) => {
      ids[key] = id;
    });
  // Wednesday 4 November, 08:00–16:00 in Paris: 8 h × 25 € + 12,50 € = 212,50 €.
  await mission('Soins de jour', '2026-11-04T07:00:00Z', '2026-11-04T15:00:00Z');
  // Tuesday 17 November 21:00 → Wednesday 05:00: 8 h × 32,50 € + 12,50 € = 272,50 €.
  await mission('Nuit de semaine', '2026-11-17T20:00:00Z', '2026-11-18T04:00:00Z');
  // Saturday 14 November 08:00–16:00: 8 h × 30 € + 12,50 € = 252,50 €.
  await mission('Samedi', '2026-11-14T07:00:00Z', '2026-11-14T15:00:00Z');
  // Wednesday 11 November (Armistice, a holiday) 08:00–14:00: 6 h × 30 € + 12,50 € = 192,50 €.
  await mission('Armistice', '2026-11-11T07:00:00Z', '2026-11-11T13:00:00Z');
  // Thursday 19 November, declared 08:00–16:00, contested; settled below at 08:00–15:00:
  // 7 h × 25 € + 12,50 € = 187,50 €.
  await mission('Contestée', '2026-11-19T07:00:00Z', '2026-11-19T15:00:00Z', {
    validation: 'contested',
  });
  // Contested and not settled: waits.
  await mission('Toujours contestée', '2026-11-24T07:00:00Z', '2026-11-24T15:00:00Z', {
    validation: 'contested',
  });
  // December: not in November's invoice.
  await mission('Décembre', '2026-12-01T07:00:00Z', '2026-12-01T15:00:00Z', {
    validation: 'validated',
  });
  // Friday 20 November at the Tilleuls: 212,50 €.
  await mission('Aux Tilleuls', '2026-11-20T07:00:00Z', '2026-11-20T15:00:00Z', {
    institutionId: tilleuls.user.id,
  });

  const settled = await t.request({
    method: 'PATCH',
    url: `/api/prestations/${ids['Contestée']}/actuals`,
    token: admin,
    payload: { started_at: '2026-11-19T07:00:00Z', ended_at: '2026-11-19T14:00:00Z' },
  });
  expect(settled.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const line = (key: string, date: string, hours: number, amount: number) => ({
  date,
  prestation_id: ids[key],
  item: 'mission',
  label: key,
  professional: 'Camille Durand',
  hours,
  amount,
});

describe('what remains to invoice', () => {
  it('shows an establishment its validated, uninvoiced missions of the month, priced', async () => {
    const res = await get('/api/invoices/pending?month=2026-11', lilas.token);
    expect(res.statusCode).toBe(200);
    const [own, ...others] = res.json();
    expect(others).toEqual([]);
    expect(own).toMatchObject({
      month: '2026-11',
      institution_id: lilas.user.id,
      institution_name: 'Clinique des Lilas',
      total_ht: 1117.5,
      waiting_count: 1,
      unpriced: [],
    });
    expect(own.lines).toHaveLength(5);
    // Another establishment's: 404.
    const theirs = await get(
      `/api/invoices/pending?month=2026-11&institution_id=${tilleuls.user.id}`,
      lilas.token,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe('issuing a month', () => {
  it('issues one invoice per establishment, its lines and totals to the cent of the pay', async () => {
    november = await issued(t, admin, '2026-11');
    expect(november.map((i) => [i.number, i.institution_name])).toEqual([
      ['F-2026-000001', 'Clinique des Lilas'],
      ['F-2026-000002', 'Ehpad Les Tilleuls'],
    ]);
    const [first] = november;
    expect(first).toMatchObject({
      type: 'invoice',
      institution_id: lilas.user.id,
      issued_at: '2026-12-03T09:00:00.000Z',
      period: '2026-11',
      total_ht: 1117.5,
      vat_rate: 20,
      total_vat: 223.5,
      total_ttc: 1341,
      status: 'issued',
      paid_at: null,
      credits_invoice_id: null,
      credits_number: null,
      pdf_url: `/api/invoices/${first?.id}/pdf`,
      xml_url: `/api/invoices/${first?.id}/xml`,
    });
    // In the order of their end; each line the mission's pay.
    expect(first?.lines).toEqual([
      line('Soins de jour', '2026-11-04', 8, 212.5),
      line('Armistice', '2026-11-11', 6, 192.5),
      line('Samedi', '2026-11-14', 8, 252.5),
      line('Nuit de semaine', '2026-11-18', 8, 272.5),
      line('Contestée', '2026-11-19', 7, 187.5),
    ]);
    expect(november[1]).toMatchObject({ total_ht: 212.5, total_vat: 42.5, total_ttc: 255 });
  });

  it('serves a Factur-X PDF and a CII XML valid against the EN 16931 XSD, with the JSON totals', async () => {
    const [invoice] = november;
    if (!invoice) throw new Error('no invoice');
    const pdf = await get(invoice.pdf_url.replace('/api', '/api'), lilas.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('F-2026-000001.pdf');
    const pdfBytes = pdf.rawPayload;
    expect(sha256(pdfBytes)).toBe(invoice.pdf_sha256);

    const xml = await get(invoice.xml_url, lilas.token);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(sha256(xml.rawPayload)).toBe(invoice.xml_sha256);

    const check = validateAgainstXsd(xml.rawPayload);
    expect(check.output).toContain('validates');
    expect(check.valid).toBe(true);

    const figures = xmlFigures(xml.rawPayload);
    expect(figures).toMatchObject({
      typeCode: '380',
      number: 'F-2026-000001',
      lineTotal: invoice.total_ht,
      taxBasis: invoice.total_ht,
      taxTotal: invoice.total_vat,
      grandTotal: invoice.total_ttc,
      duePayable: invoice.total_ttc,
      rate: 20,
    });
    expect(figures.lineAmounts).toEqual(invoice.lines.map((l) => l.amount));
    // Profile EN 16931, the seller's SIREN and VAT number, the buyer's SIRET.
    expect(figures.xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(figures.xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(figures.xml).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>');
    expect(figures.xml).toContain(`<ram:ID schemeID="0009">${SIRET}</ram:ID>`);

    // The PDF carries exactly that XML as factur-x.xml (poppler's pdfdetach, not our code).
    const attached = detach(pdfBytes, 'factur-x.xml');
    expect(attached.list).toContain('factur-x.xml');
    expect(attached.file.equals(xml.rawPayload)).toBe(true);
    // PDF/A-3b with the Factur-X XMP extension, every font embedded.
    const meta = popplerText('pdfinfo', ['-meta'], pdfBytes);
    expect(meta).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(meta).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(meta).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(meta).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    const fonts = popplerText('pdffonts', [], pdfBytes)
      .split('\n')
      .slice(2)
      .filter((l) => l.trim());
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/ yes /);
    // What a reader sees.
    const text = popplerText('pdftotext', ['-layout'], pdfBytes, ['-']);
    expect(text).toContain('FACTURE F-2026-000001');
    expect(text).toContain('Clinique des Lilas');
    expect(text).toContain('1 341,00 €');
  });

  it('invoices a mission once: issuing the month again issues nothing', async () => {
    const again = await issue(t, admin, '2026-11');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ issued: [] });
    const pending = (await get('/api/invoices/pending?month=2026-11', lilas.token)).json();
    expect(pending[0]).toMatchObject({ lines: [], total_ht: 0, waiting_count: 1 });
  });

  it('refuses a month not begun yet or malformed, in French', async () => {
    const future = await issue(t, admin, '2027-01');
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe("Ce mois n'a pas encore commencé : rien à facturer.");
    const bad = await issue(t, admin, '2026-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].msg).toBe('Mois invalide (AAAA-MM attendu).');
  });
});

describe('who reads an invoice', () => {
  it('gives an establishment its own invoices only; another one is not found', async () => {
    const [mine, theirs] = november;
    if (!mine || !theirs) throw new Error('no invoices');
    const list = await get('/api/invoices', lilas.token);
    expect(list.json().map((i: Invoice) => i.number)).toEqual(['F-2026-000001']);
    for (const url of [
      `/api/invoices/${theirs.id}`,
      `/api/invoices/${theirs.id}/pdf`,
      `/api/invoices/${theirs.id}/xml`,
    ]) {
      const res = await get(url, lilas.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Facture introuvable.');
    }
    const all = await get('/api/invoices', admin);
    expect(all.json()).toHaveLength(2);
    const nurse = await get('/api/invoices', camille.token);
    expect(nurse.statusCode).toBe(403);
  });
});

describe('a correction after invoicing', () => {
  it('issues a credit note for the line and puts the corrected line on the next invoice', async () => {
    const [invoice] = november;
    if (!invoice) throw new Error('no invoice');
    const pdfBefore = (await get(invoice.pdf_url, admin)).rawPayload;
    const corrected = await t.request({
      method: 'PATCH',
      url: `/api/prestations/${ids['Samedi']}/actuals`,
      token: admin,
      // 08:00–14:00 instead of 08:00–16:00: 6 h × 30 € + 12,50 € = 192,50 €.
      payload: { started_at: '2026-11-14T07:00:00Z', ended_at: '2026-11-14T13:00:00Z' },
    });
    expect(corrected.statusCode).toBe(200);

    const list: Invoice[] = (await get('/api/invoices', lilas.token)).json();
    const credit = list.find((i) => i.type === 'credit_note');
    expect(credit).toMatchObject({
      number: 'A-2026-000001',
      credits_invoice_id: invoice.id,
      credits_number: 'F-2026-000001',
      period: '2026-11',
      lines: [line('Samedi', '2026-11-14', 8, 252.5)],
      total_ht: 252.5,
      total_vat: 50.5,
      total_ttc: 303,
    });
    const creditXml = (await get(credit?.xml_url ?? '', lilas.token)).rawPayload;
    expect(validateAgainstXsd(creditXml).valid).toBe(true);
    const figures = xmlFigures(creditXml);
    expect(figures).toMatchObject({ typeCode: '381', number: 'A-2026-000001', grandTotal: 303 });
    expect(figures.xml).toContain(
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>F-2026-000001</ram:IssuerAssignedID>' +
        '<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261203</qdt:DateTimeString>',
    );

    // The audit log keeps the invoice issued, then its credit note with the correction.
    const auditOf = async (id: string) =>
      (await get(`/api/audit?object=${id}`, admin)).json<{ action: string; detail: unknown }[]>();
    expect((await auditOf(invoice.id)).map((l) => l.action)).toEqual(['invoice.issued']);
    expect(await auditOf(credit?.id ?? '')).toEqual([
      expect.objectContaining({
        action: 'credit_note.issued',
        detail: expect.objectContaining({ number: 'A-2026-000001', credits: 'F-2026-000001' }),
      }),
    ]);

    // The invoice itself never changes.
    const after = await get(`/api/invoices/${invoice.id}`, lilas.token);
    expect(after.json()).toEqual(invoice);
    expect((await get(invoice.pdf_url, admin)).rawPayload.equals(pdfBefore)).toBe(true);

    // The corrected mission is billable again, on the next invoice with December's.
    t.clock.now = new Date('2027-01-04T09:00:00Z');
    const [next, ...rest] = await issued(t, admin, '2026-12');
    expect(rest).toEqual([]);
    expect(next).toMatchObject({ number: 'F-2027-000001', period: '2026-12' });
    expect(next?.lines).toEqual([
      line('Samedi', '2026-11-14', 6, 192.5),
      line('Décembre', '2026-12-01', 8, 212.5),
    ]);
    expect(next).toMatchObject({ total_ht: 405, total_vat: 81, total_ttc: 486 });
  });

  it('matches the professional’s payslip to the cent for every mission', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/payslips/generate?user_id=${camille.user.id}&period_start=2026-11-01&period_end=2026-12-31`,
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    const paid = new Map<string, number>(
      res
        .json()
        .payslip.services_list.map((s: { prestation_id: string; amount: number }) => [
          s.prestation_id,
          s.amount,
        ]),
    );
    const standing = new Map<string, number>();
    const invoices: Invoice[] = (await get('/api/invoices', admin)).json();
    for (const invoice of [...invoices].reverse()) {
      for (const l of invoice.lines) {
        if (invoice.type === 'credit_note') standing.delete(l.prestation_id);
        else standing.set(l.prestation_id, l.amount);
      }
    }
    // Lilas's six validated missions; the Tilleuls' one is on their own invoice.
    expect(standing.size).toBe(7);
    for (const [id, amount] of paid) expect(standing.get(id)).toBe(amount);
  });
});

describe('payment', () => {
  it('marks an invoice paid on a day, refuses a future day, a credit note and non-admins', async () => {
    const [invoice] = november;
    if (!invoice) throw new Error('no invoice');
    const put = (id: string, token: string, payload: Record<string, string>) =>
      t.request({ method: 'PUT', url: `/api/invoices/${id}/paid`, token, payload });
    const future = await put(invoice.id, admin, { paid_on: '2027-02-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toBe('La date de paiement ne peut pas être dans le futur.');
    const bad = await put(invoice.id, admin, { paid_on: '15/12/2026' });
    expect(bad.statusCode).toBe(422);
    const byClinic = await put(invoice.id, lilas.token, { paid_on: '2026-12-20' });
    expect(byClinic.statusCode).toBe(403);

    const res = await put(invoice.id, admin, { paid_on: '2026-12-20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', paid_at: '2026-12-20' });
    expect(res.json().pdf_sha256).toBe(invoice.pdf_sha256);
    const seen = (await get(`/api/invoices/${invoice.id}`, lilas.token)).json();
    expect(seen).toMatchObject({ status: 'paid', paid_at: '2026-12-20' });
    const audit = (await get(`/api/audit?object=${invoice.id}`, admin)).json();
    expect(audit[0]).toMatchObject({
      action: 'invoice.paid',
      detail: { number: invoice.number, paid_on: '2026-12-20' },
    });

    const credit = ((await get('/api/invoices', admin)).json() as Invoice[]).find(
      (i) => i.type === 'credit_note',
    );
    const onCredit = await put(credit?.id ?? '', admin, { paid_on: '2026-12-20' });
    expect(onCredit.statusCode).toBe(409);
  });
});

describe('stored for good', () => {
  it('refuses, in the database itself, any change of an issued invoice but its payment day', async () => {
    const [invoice] = november;
    if (!invoice) throw new Error('no invoice');
    const db = t.database.db;
    await expect(
      db.update(invoices).set({ totalHtCents: 1 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      db
        .update(invoices)
        .set({ pdf: Buffer.from('%PDF-') })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(
      db.update(invoiceLines).set({ amountCents: 1 }).where(eq(invoiceLines.invoiceId, invoice.id)),
    ).rejects.toThrow();
    const pdf = await get(invoice.pdf_url, admin);
    expect(sha256(pdf.rawPayload)).toBe(invoice.pdf_sha256);
  });
});

describe('SIRET', () => {
  it('is stored and shown in the profile, refused with a French detail when its key is wrong', async () => {
    const mine = await get('/api/institutions/me', lilas.token);
    expect(mine.json().siret).toBe(SIRET);
    const wrong = await saveLilasProfile('73282932000075');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail[0]).toMatchObject({
      loc: ['body', 'siret'],
      msg: "Le SIRET n'est pas valide : 14 chiffres dont une clé de contrôle.",
    });
    expect((await get('/api/institutions/me', lilas.token)).json().siret).toBe(SIRET);
  });

  it('is taken at registration from an establishment, refused from a nurse', async () => {
    const register = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/auth/register', payload });
    const base = {
      password: 'mot-de-passe-solide',
      first_name: 'Anne',
      last_name: 'Martin',
      phone: '04 72 00 00 01',
      address: '1 place Bellecour, 69002 Lyon',
    };
    const ok = await register({
      ...base,
      email: 'siret@releve.test',
      role: 'établissement de santé',
      name: 'Centre Bellecour',
      siret: '120 027 016 00357',
    });
    expect(ok.statusCode).toBe(201);
    const all = (await get('/api/institutions', admin)).json();
    expect(all.find((i: { name: string }) => i.name === 'Centre Bellecour')?.siret).toBe(
      '12002701600357',
    );
    const nurse = await register({
      ...base,
      email: 'siret-nurse@releve.test',
      role: 'nurse',
      siret: '12002701600357',
    });
    expect(nurse.statusCode).toBe(422);
    expect(nurse.json().detail[0]).toMatchObject({
      loc: ['body', 'siret'],
      msg: 'Le numéro SIRET ne concerne que les établissements.',
    });
    const badKey = await register({
      ...base,
      email: 'siret-bad@releve.test',
      role: 'institution',
      name: 'Centre faux',
      siret: '12002701600358',
    });
    expect(badKey.statusCode).toBe(422);
  });
});
