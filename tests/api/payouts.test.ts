/**
 * Paying the professionals (issue 25): her bank details (checked, masked everywhere, a change
 * notified and e-mailed through a real SMTP server), payout batches (left out without bank
 * details, a payslip in one batch at most, also under concurrent requests), the SEPA credit
 * transfer file validated against the official ISO 20022 XSD by xmllint, and « sent » paying
 * the payslips and telling each professional her amount.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/contract/auth.ts';
import type { Payout } from '../../src/contract/payouts.ts';
import type { Payslip } from '../../src/contract/payslips.ts';
import { payoutItems, payslips } from '../../src/server/db/schema.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../scripts/lib/smtp-catcher.ts';
import { COMPANY_SETTINGS } from './fixtures/routes.ts';
import {
  createInstitution,
  insertCompletedMission,
  missionRow,
  notificationsOf,
} from './fixtures/money.ts';
import { PASSWORD, createTestApp, type TestApp } from './harness.ts';

const XSD = join(import.meta.dirname, '../fixtures/xsd/iso20022/pain.001.001.09.xsd');
const PAIN_NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

/** Three valid IBANs of SEPA countries, as people type them, and their electronic form. */
const LEA_IBAN = 'fr76 3000 6000 0112 3456 7890 189';
const LEA_IBAN_E = 'FR7630006000011234567890189';
const INES_IBAN_E = 'DE89370400440532013000';
const OTHER_IBAN_E = 'FR1420041010050500013M02606';

const NBSP = '\u00a0';

let t: TestApp;
let admin: string;
let smtp: SmtpCatcher;
let clinicId: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher(0);
  t = await createTestApp({
    mail: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'Relève <no-reply@releve.test>' },
    publicUrl: 'https://releve.exemple.fr',
  });
  t.clock.now = new Date('2026-12-10T09:00:00Z');
  admin = await t.adminToken();
  clinicId = (await createInstitution(t, 'Clinique des Lilas')).user.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// ——— Helpers ———

const putBank = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/users/me/bank', token, payload });

const setCompany = (iban: string) =>
  t.request({
    method: 'PUT',
    url: '/api/settings/company',
    token: admin,
    payload: { ...COMPANY_SETTINGS, iban },
  });

const createPayout = (payload?: { payslip_ids: string[] }) =>
  t.request({
    method: 'POST',
    url: '/api/payouts',
    token: admin,
    ...(payload === undefined ? {} : { payload }),
  });

const sepaOf = (id: string) =>
  t.request({ method: 'GET', url: `/api/payouts/${id}/sepa.xml`, token: admin });

const markSent = (id: string) =>
  t.request({ method: 'PUT', url: `/api/payouts/${id}/sent`, token: admin });

let day = 0;
/**
 * A validated weekday day mission of 8 h at the clinic's tariffs (25 €/h, travel 12,50 €) in
 * November 2026, and her payslip for that day: gross 212,50 €, commission 14,88 €, net 197,62 €.
 */
async function payslipFor(userId: string): Promise<Payslip> {
  // Weekdays of November 2026 from Monday the 2nd, one per payslip.
  const dates = ['02', '03', '04', '05', '06', '09', '10', '12', '13', '16', '17', '18', '19'];
  const date = `2026-11-${dates[day++ % dates.length]}`;
  await insertCompletedMission(t, {
    institutionId: clinicId,
    userId,
    startedAt: `${date}T07:00:00Z`,
    endedAt: `${date}T15:00:00Z`,
    validation: 'validated',
  });
  const res = await t.request({
    method: 'POST',
    url: `/api/payslips/generate?user_id=${userId}&period_start=${date}&period_end=${date}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ payslip: Payslip }>().payslip;
}

/** `xmllint --schema` against the official XSD: 0 and « validates » when the file is valid. */
function validateAgainstXsd(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'releve-sepa-'));
  try {
    const file = join(dir, 'virement.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Values read from the file by xmllint's XPath (namespace-free by local name). */
function xpath(xml: string, expression: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'releve-sepa-'));
  try {
    const file = join(dir, 'virement.xml');
    writeFileSync(file, xml);
    return execFileSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const el = (...path: string[]) => path.map((p) => `*[local-name()='${p}']`).join('/');

const me = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', token })).json<User>();

// ——— Bank details ———

describe('PUT /users/me/bank', () => {
  it('keeps a valid IBAN as typed (spaces, lower case) and shows it masked only', async () => {
    const lea = await t.createUser({ role: 'nurse', first_name: 'Léa', last_name: 'Bernard' });
    const res = await putBank(lea.token, { iban: LEA_IBAN, holder: '  Léa Bernard ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: lea.user.id,
      iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
      bank_holder: 'Léa Bernard',
    });

    // Masked everywhere: her session, the administrator's list, her export.
    const answers = [
      res.body,
      JSON.stringify(await me(lea.token)),
      (await t.request({ method: 'GET', url: '/api/users', token: admin })).body,
      (await t.request({ method: 'GET', url: '/api/users/me/export', token: lea.token })).body,
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: lea.email, password: PASSWORD },
        })
      ).body,
    ];
    for (const body of answers) {
      expect(body).not.toContain(LEA_IBAN_E);
      expect(body).not.toContain('3000 6000 0112');
      expect(body).toContain('FR76 •••• •••• •••• •••• •••• 189');
    }
    const users = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      User[]
    >();
    expect(users.find((u) => u.id === lea.user.id)?.iban_masked).toBe(
      'FR76 •••• •••• •••• •••• •••• 189',
    );
    // Someone without bank details: null.
    expect(users.find((u) => u.role === 'admin')).toMatchObject({
      iban_masked: null,
      bank_holder: null,
    });
    // The change is in the audit log, by her, without the IBAN.
    const lines = (
      await t.request({ method: 'GET', url: `/api/audit?object=${lea.user.id}`, token: admin })
    ).json<{ action: string; actor_id: string; detail: unknown }[]>();
    expect(lines.filter((l) => l.action === 'bank.changed')).toEqual([
      expect.objectContaining({ actor_id: lea.user.id, detail: { first_time: true } }),
    ]);
  });

  it('refuses a wrong key, a country outside SEPA or a missing holder with a French 422, storing nothing', async () => {
    const ines = await t.createUser({ role: 'caregiver' });
    const wrongKey = await putBank(ines.token, {
      iban: 'FR76 3000 6000 0112 3456 7890 188',
      holder: 'Inès',
    });
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json()).toEqual({
      detail: [
        {
          loc: ['body', 'iban'],
          msg: "L'IBAN n'est pas valide : vérifiez sa clé et ses chiffres.",
          type: expect.any(String),
        },
      ],
    });
    // A valid Turkish IBAN: mod 97 is right, but Türkiye is not in the SEPA zone.
    const turkish = await putBank(ines.token, {
      iban: 'TR330006100519786457841326',
      holder: 'Inès',
    });
    expect(turkish.statusCode).toBe(422);
    expect(turkish.json().detail[0]).toMatchObject({
      loc: ['body', 'iban'],
      msg: "Cet IBAN n'appartient pas à un pays de la zone SEPA.",
    });
    const noHolder = await putBank(ines.token, { iban: INES_IBAN_E, holder: '   ' });
    expect(noHolder.statusCode).toBe(422);
    expect(noHolder.json().detail[0]).toMatchObject({
      loc: ['body', 'holder'],
      msg: 'Le titulaire du compte est obligatoire.',
    });
    expect(await me(ines.token)).toMatchObject({ iban_masked: null, bank_holder: null });
    expect((await notificationsOf(t, ines.user.id)).filter((n) => n.type === 'payslip')).toEqual(
      [],
    );
  });

  it('is for professionals only', async () => {
    const clinic = await createInstitution(t, 'Clinique du Parc');
    for (const token of [clinic.token, admin]) {
      const res = await putBank(token, { iban: LEA_IBAN, holder: 'X' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        detail: 'Seuls les professionnels donnent des coordonnées bancaires.',
      });
    }
  });

  it('notifies and e-mails her each change, even with e-mails off, never the full IBAN', async () => {
    const zoe = await t.createUser({ role: 'nurse', first_name: 'Zoé' });
    const off = await t.request({
      method: 'PUT',
      url: '/api/users/me/settings',
      token: zoe.token,
      payload: { notify_email: false },
    });
    expect(off.statusCode).toBe(200);

    expect((await putBank(zoe.token, { iban: INES_IBAN_E, holder: 'Zoé Martin' })).statusCode).toBe(
      200,
    );
    // The same details again: nothing changed, nothing said.
    expect((await putBank(zoe.token, { iban: INES_IBAN_E, holder: 'Zoé Martin' })).statusCode).toBe(
      200,
    );
    expect(
      (await putBank(zoe.token, { iban: OTHER_IBAN_E, holder: 'Zoé Martin' })).statusCode,
    ).toBe(200);

    const notes = (await notificationsOf(t, zoe.user.id))
      .filter((n) => n.type === 'payslip')
      .map((n) => [n.message, n.link]);
    expect(notes).toEqual([
      ['Vos coordonnées bancaires ont été modifiées.', '/profile'],
      ['Vos coordonnées bancaires ont été modifiées.', '/profile'],
    ]);

    const mails = await vi.waitFor(
      () => {
        const found = smtp.messages.filter(
          (m) =>
            m.envelopeTo.includes(zoe.email) &&
            m.subject === 'Vos coordonnées bancaires ont été modifiées',
        );
        if (found.length < 2) throw new Error(`${found.length} e-mail(s)`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mails).toHaveLength(2);
    const last = mails.find((m) => m.text.includes('FR14'));
    expect(last?.text).toContain('Vos coordonnées bancaires ont été modifiées.');
    expect(last?.text).toContain(
      'Nouveau compte\u202f: FR14 •••• •••• •••• •••• •••• 606, au nom de Zoé Martin.',
    );
    expect(last?.text).toContain("Si vous n'êtes pas à l'origine de ce changement");
    expect(last?.text).toContain('https://releve.exemple.fr/profile');
    for (const mail of mails) {
      expect(mail.text + mail.html).not.toContain(OTHER_IBAN_E);
      expect(mail.text + mail.html).not.toContain(INES_IBAN_E);
    }
  });
});

// ——— Payouts ———

describe('payout batches and the SEPA file', () => {
  let lea: Awaited<ReturnType<TestApp['createUser']>>;
  let ines: Awaited<ReturnType<TestApp['createUser']>>;
  let noBank: Awaited<ReturnType<TestApp['createUser']>>;
  let leaSlip: Payslip;
  let inesSlip: Payslip;
  let noBankSlip: Payslip;
  let batch: Payout;

  beforeAll(async () => {
    lea = await t.createUser({ role: 'nurse', first_name: 'Hélène', last_name: 'Lefèvre' });
    ines = await t.createUser({ role: 'caregiver', first_name: 'Inès', last_name: 'Roux' });
    noBank = await t.createUser({ role: 'nurse', first_name: 'Sans', last_name: 'Compte' });
    expect(
      (await putBank(lea.token, { iban: LEA_IBAN, holder: 'Hélène Lefèvre' })).statusCode,
    ).toBe(200);
    expect((await putBank(ines.token, { iban: INES_IBAN_E, holder: 'Inès Roux' })).statusCode).toBe(
      200,
    );
    leaSlip = await payslipFor(lea.user.id);
    inesSlip = await payslipFor(ines.user.id);
    noBankSlip = await payslipFor(noBank.user.id);
  });

  it('a generated payslip is not paid: paid_at and payout_id null, its missions flagged « on a payslip »', async () => {
    expect(leaSlip).toMatchObject({ net_amount: 197.62, paid_at: null, payout_id: null });
    const missionId = leaSlip.services_list[0]?.prestation_id ?? '';
    expect((await missionRow(t, missionId)).paid).toBe(true);
  });

  it('refuses the file while the platform has no IBAN (409), then batches the chosen payslips, leaving out who has no bank details', async () => {
    const res = await createPayout({
      payslip_ids: [leaSlip.id, noBankSlip.id, 'fiche-inconnue'],
    });
    expect(res.statusCode, res.body).toBe(201);
    batch = res.json<Payout>();
    expect(batch).toMatchObject({
      count: 1,
      total: 197.62,
      status: 'prepared',
      sent_at: null,
      sepa_url: `/api/payouts/${batch.id}/sepa.xml`,
      items: [
        {
          payslip_id: leaSlip.id,
          user_id: lea.user.id,
          user_name: 'Hélène Lefèvre',
          amount: 197.62,
          iban_masked: 'FR76 •••• •••• •••• •••• •••• 189',
        },
      ],
    });
    expect(batch.left_out).toEqual([
      { payslip_id: 'fiche-inconnue', reason: 'Fiche de paie introuvable.' },
      {
        payslip_id: noBankSlip.id,
        reason:
          "Sans Compte n'a pas encore donné ses coordonnées bancaires\u202f: la fiche de paie attendra le prochain virement.",
      },
    ]);
    expect(res.body).not.toContain(LEA_IBAN_E);

    const refused = await sepaOf(batch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail:
        "L'IBAN de la plateforme n'est pas renseigné\u202f: saisissez-le dans les réglages de l'entreprise avant de télécharger le fichier de virement.",
    });

    // Her payslip names the batch, still unpaid.
    const mine = (
      await t.request({ method: 'GET', url: `/api/payslips/${leaSlip.id}`, token: lea.token })
    ).json<Payslip>();
    expect(mine).toMatchObject({ payout_id: batch.id, paid_at: null });
  });

  it('puts a payslip in one batch at most', async () => {
    const again = await createPayout({ payslip_ids: [leaSlip.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      detail:
        'Aucune de ces fiches de paie ne peut être mise en virement\u202f: Cette fiche de paie est déjà dans un virement.',
    });
    const rows = await t.database.db
      .select()
      .from(payoutItems)
      .where(eq(payoutItems.payslipId, leaSlip.id));
    expect(rows).toHaveLength(1);
  });

  it('writes a pain.001.001.09 file valid against the ISO 20022 XSD, with the right count and control sum and no other IBAN', async () => {
    expect((await setCompany('FR76 3000 4000 0312 3456 7890 143')).statusCode).toBe(200);
    // A second batch: every payslip in none (Inès's; the one without bank details stays out).
    const second = await createPayout();
    expect(second.statusCode, second.body).toBe(201);
    const two = second.json<Payout>();
    expect(two).toMatchObject({ count: 1, total: 197.62 });
    expect(two.items.map((i) => i.payslip_id)).toEqual([inesSlip.id]);
    expect(two.left_out.map((l) => l.payslip_id)).toEqual([noBankSlip.id]);

    const res = await sepaOf(batch.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="virement-2026-12-10-${batch.id.slice(0, 8)}.xml"`,
    );
    const xml = res.body;
    const verdict = validateAgainstXsd(xml);
    expect(verdict.output).toContain('validates');
    expect(verdict.ok).toBe(true);
    expect(xml).toContain(`xmlns="${PAIN_NS}"`);

    const grp = (p: string) => xpath(xml, `string(//${el('GrpHdr', p)})`);
    expect(grp('NbOfTxs')).toBe('1');
    expect(grp('CtrlSum')).toBe('197.62');
    expect(xpath(xml, `string(//${el('PmtInf', 'CtrlSum')})`)).toBe('197.62');
    expect(xpath(xml, `string(//${el('DbtrAcct', 'Id', 'IBAN')})`)).toBe(
      'FR7630004000031234567890143',
    );
    expect(xpath(xml, `string(//${el('DbtrAgt', 'FinInstnId', 'BICFI')})`)).toBe('BNPAFRPPXXX');
    expect(xpath(xml, `string(//${el('Dbtr', 'Nm')})`)).toBe('Releve SAS');
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'PmtId', 'EndToEndId')})`)).toBe(
      leaSlip.id.replaceAll('-', ''),
    );
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'Amt', 'InstdAmt')})`)).toBe('197.62');
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'Amt', 'InstdAmt')}/@Ccy)`)).toBe('EUR');
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'Cdtr', 'Nm')})`)).toBe('Helene Lefevre');
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'CdtrAcct', 'Id', 'IBAN')})`)).toBe(LEA_IBAN_E);
    expect(xpath(xml, `string(//${el('CdtTrfTxInf', 'RmtInf', 'Ustrd')})`)).toBe(
      `Fiche de paie du ${leaSlip.period_start.split('-').reverse().join('/')} au ${leaSlip.period_end.split('-').reverse().join('/')}`,
    );
    expect(xpath(xml, `string(//${el('PmtInf', 'ReqdExctnDt', 'Dt')})`)).toBe('2026-12-10');

    // Every IBAN in the file: the platform's and the one creditor's, nobody else's.
    const ibans = xpath(xml, `//*[local-name()='IBAN']/text()`).trim().split(/\s+/);
    expect(ibans.sort()).toEqual(['FR7630004000031234567890143', LEA_IBAN_E].sort());
    expect(xml).not.toContain(INES_IBAN_E);

    // The same file again: same accounts and amounts (frozen when the batch was made).
    expect(
      (await putBank(lea.token, { iban: OTHER_IBAN_E, holder: 'Hélène Lefèvre' })).statusCode,
    ).toBe(200);
    const later = (await sepaOf(batch.id)).body;
    expect(later).toBe(xml);
  });

  it('counts and sums several transfers to the cent', async () => {
    const a = await payslipFor(lea.user.id);
    const b = await payslipFor(ines.user.id);
    const c = await payslipFor(ines.user.id);
    const res = await createPayout({ payslip_ids: [a.id, b.id, c.id] });
    expect(res.statusCode, res.body).toBe(201);
    const three = res.json<Payout>();
    expect(three).toMatchObject({ count: 3, total: 592.86 });
    const xml = (await sepaOf(three.id)).body;
    expect(validateAgainstXsd(xml).ok).toBe(true);
    expect(xpath(xml, `string(//${el('GrpHdr', 'NbOfTxs')})`)).toBe('3');
    expect(xpath(xml, `string(//${el('GrpHdr', 'CtrlSum')})`)).toBe('592.86');
    expect(xpath(xml, `count(//${el('CdtTrfTxInf')})`)).toBe('3');
    const ibans = xpath(xml, `//${el('CdtrAcct', 'Id', 'IBAN')}/text()`)
      .trim()
      .split(/\s+/);
    expect(ibans.sort()).toEqual([OTHER_IBAN_E, INES_IBAN_E, INES_IBAN_E].sort());
  });

  it('marks a batch sent: its payslips are paid and each professional is told her amount, once', async () => {
    t.clock.now = new Date('2026-12-11T08:30:00Z');
    const res = await markSent(batch.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Payout>()).toMatchObject({
      status: 'sent',
      sent_at: '2026-12-11T08:30:00.000Z',
    });
    const [row] = await t.database.db.select().from(payslips).where(eq(payslips.id, leaSlip.id));
    expect(row?.paidAt?.toISOString()).toBe('2026-12-11T08:30:00.000Z');
    const mine = (await t.request({ method: 'GET', url: '/api/payslips', token: lea.token })).json<
      Payslip[]
    >();
    expect(mine.find((p) => p.id === leaSlip.id)).toMatchObject({
      paid_at: '2026-12-11T08:30:00.000Z',
      payout_id: batch.id,
    });
    // Not in the batch: still unpaid.
    expect(mine.filter((p) => p.id !== leaSlip.id).every((p) => p.paid_at === null)).toBe(true);

    const notes = (await notificationsOf(t, lea.user.id)).filter((n) =>
      n.message.startsWith('Votre paiement'),
    );
    expect(notes.map((n) => [n.message, n.link])).toEqual([
      [`Votre paiement de 197,62${NBSP}€ est parti.`, '/payslips'],
    ]);
    expect(await notificationsOf(t, ines.user.id)).not.toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('Votre paiement') }),
    );
    const mail = await vi.waitFor(
      () => {
        const found = smtp.messages.find(
          (m) => m.envelopeTo.includes(lea.email) && m.subject === 'Votre paiement est parti',
        );
        if (!found) throw new Error('no e-mail');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(mail.text).toContain(`Votre paiement de 197,62${NBSP}€ est parti.`);

    const twice = await markSent(batch.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'Ce virement est déjà marqué comme envoyé.' });
    expect(
      (await notificationsOf(t, lea.user.id)).filter((n) => n.message.startsWith('Votre paiement')),
    ).toHaveLength(1);

    // The audit log keeps the batch prepared and sent, once each, by the administrator.
    const lines = (
      await t.request({ method: 'GET', url: `/api/audit?object=${batch.id}`, token: admin })
    ).json<{ action: string; detail: Record<string, unknown> }[]>();
    expect(lines.map((l) => [l.action, l.detail.total_cents]).reverse()).toEqual([
      ['payout.prepared', Math.round(batch.total * 100)],
      ['payout.sent', Math.round(batch.total * 100)],
    ]);

    const missing = await markSent('virement-inconnu');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Virement introuvable.' });
    expect((await sepaOf('virement-inconnu')).statusCode).toBe(404);
  });

  it('sums her payslips of one batch in one notice', async () => {
    const res = await createPayout();
    // Only the payslip without bank details is left, and nothing can be paid.
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(
      "Sans Compte n'a pas encore donné ses coordonnées bancaires",
    );

    const listed = (await t.request({ method: 'GET', url: '/api/payouts', token: admin })).json<
      Payout[]
    >();
    const three = listed.find((p) => p.count === 3);
    expect(three).toBeDefined();
    expect((await markSent(three?.id ?? '')).statusCode).toBe(200);
    const notes = (await notificationsOf(t, ines.user.id)).map((n) => n.message);
    // Two payslips of Inès in it: 2 × 197,62 €.
    expect(notes).toContain(`Votre paiement de 395,24${NBSP}€ est parti.`);
    expect(notes.filter((m) => m.startsWith('Votre paiement'))).toHaveLength(1);
  });

  it('lists the batches newest first, for the administrator only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payouts', token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<Payout[]>();
    expect(list.length).toBeGreaterThanOrEqual(3);
    const times = list.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body).not.toContain(LEA_IBAN_E);
    expect(res.body).not.toContain(INES_IBAN_E);
    expect(
      (await t.request({ method: 'GET', url: '/api/payouts', token: lea.token })).statusCode,
    ).toBe(403);
  });
});

describe('concurrent batches', () => {
  it('20 batches asked at once: each payslip goes into one of them only', async () => {
    const people = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const p = await t.createUser({ role: 'nurse', first_name: `Course${n}` });
        expect(
          (await putBank(p.token, { iban: INES_IBAN_E, holder: `Course ${n}` })).statusCode,
        ).toBe(200);
        return p;
      }),
    );
    const slips: Payslip[] = [];
    for (const p of people) slips.push(await payslipFor(p.user.id), await payslipFor(p.user.id));
    const ids = slips.map((s) => s.id);

    // Half ask for everything unpaid, half for the same six payslips by id.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPayout(i % 2 ? { payslip_ids: ids } : undefined)),
    );
    const made = answers.filter((a) => a.statusCode === 201).map((a) => a.json<Payout>());
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 422)).toBe(true);
    const batched = made
      .flatMap((p) => p.items.map((i) => i.payslip_id))
      .filter((id) => ids.includes(id));
    expect(batched.sort()).toEqual([...ids].sort());

    const rows = await t.database.db.select().from(payoutItems);
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.payslipId, (counts.get(r.payslipId) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const id of ids) {
      const [slip] = await t.database.db.select().from(payslips).where(eq(payslips.id, id));
      const [item] = rows.filter((r) => r.payslipId === id);
      expect(slip?.payoutId).toBe(item?.payoutId);
    }
  });
});
