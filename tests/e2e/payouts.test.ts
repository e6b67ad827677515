/**
 * Paying the professionals, in Chromium at 390 px: the nurse gives her IBAN in her profile (a
 * wrong key is marked under the field before anything is sent), sees her payslip « En attente
 * de paiement », and once the administrator's batch is sent (through the API) « Payée le … ».
 * The administrator's « Virements » at 1366 px shows the batch, what it left out, and serves
 * the SEPA file. Zero accessibility violations, no sideways scrolling.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  PHONE,
  WIDE,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  recentWorkingDay,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';
import { BankDetailsSection, PayoutsPage, PayslipPaymentState } from './pages/payouts-pages.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'paie@clinique-du-rhone.fr',
  password: 'Clinique-du-Rhone-69',
  first_name: 'Paul',
  last_name: 'Garnier',
  name: 'Clinique du Rhône',
  phone: '04 78 00 22 33',
  address: '8 quai du Rhône, 69007 Lyon',
  role: 'établissement de santé',
  tarification: { weekday_rate: 30, weekend_rate: 35, night_week_rate: 38, travel_fee: 10 },
};
const nurse = {
  email: 'lea.roux@example.fr',
  password: 'Virement-de-paie-2026',
  first_name: 'Léa',
  last_name: 'Roux',
  phone: '06 22 33 44 55',
  address: '4 rue Garibaldi, 69006 Lyon',
  role: 'nurse',
};
const other = {
  email: 'marc.petit@example.fr',
  password: 'Sans-compte-bancaire-1',
  first_name: 'Marc',
  last_name: 'Petit',
  phone: '06 99 88 77 66',
  address: '1 place Bellecour, 69002 Lyon',
  role: 'caregiver',
};

const IBAN_WRONG_KEY = 'FR76 3000 6000 0112 3456 7890 188';
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const MASKED = 'FR76 •••• •••• •••• •••• •••• 189';

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();

describe('paying the professionals', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: string;

  async function signIn(
    email: string,
    password: string,
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, '/dashboard');
    return page;
  }

  /** A completed 8-hour day mission, signed off by the clinic, and her payslip for that day. */
  async function paidDay(userId: string, email: string, password: string, day: string) {
    const start = new Date(localInputToEpochMs(`${day}T08:00`, TZ) ?? NaN).toISOString();
    const end = new Date(localInputToEpochMs(`${day}T16:00`, TZ) ?? NaN).toISOString();
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      admin,
      {
        name: 'Soins de jour',
        description: 'Toilettes et pansements',
        dateStart: start,
        dateEnd: end,
        assigned_to: userId,
        etablissement_id: clinicId,
      },
    );
    const token = await apiLogin(server, email, password);
    const signal = (kind: string, at?: string) =>
      apiRequest(server, 'PUT', `/prestations/${prestation.id}/${kind}`, token, at ? { at } : {});
    await signal('accept');
    await signal('start', start);
    await signal('end', end);
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    await apiRequest(server, 'PUT', `/prestations/${prestation.id}/validate`, clinicToken);
    await apiRequest(
      server,
      'POST',
      `/payslips/generate?user_id=${userId}&period_start=${day}&period_end=${day}`,
      admin,
    );
  }

  let nurseId: string;
  let clinicId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    admin = await apiLogin(server, server.admin.email, server.admin.password);
    clinicId = await registerApproved(server, admin, clinic);
    nurseId = await registerApproved(server, admin, nurse);
    const otherId = await registerApproved(server, admin, other);
    await apiRequest(server, 'PUT', '/settings/company', admin, {
      name: 'Relève SAS',
      siren: '732 829 320',
      vat_number: 'FR44732829320',
      address: '12 rue de la Paix, 75002 Paris',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPPXXX',
      vat_rate: 20,
    });
    // 8 h × 30,00 € + 10,00 € = 250,00 € gross, 17,50 € commission, 232,50 € net.
    // Both on the same day: hours can be signed off for 72 h, and on a Monday only one
    // working day is that recent.
    const day = recentWorkingDay(Date.now());
    await paidDay(nurseId, nurse.email, nurse.password, day);
    await paidDay(otherId, other.email, other.password, day);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('at 390 px she gives her IBAN: a wrong key is marked under the field, the right one shown masked', async () => {
    const page = await signIn(nurse.email, nurse.password, PHONE);
    const bank = new BankDetailsSection(page);
    await bank.goto();
    await bank.section().getByText('Aucun compte enregistré', { exact: false }).waitFor();

    await bank.save(IBAN_WRONG_KEY);
    await page.waitForFunction(
      () => document.querySelector('input[name="iban"]')?.getAttribute('aria-invalid') === 'true',
    );
    expect(await bank.ibanError()).toBe(
      "L'IBAN n'est pas valide : vérifiez sa clé et ses chiffres.",
    );
    // Nothing was sent.
    const before = await apiRequest<{ iban_masked: string | null }>(
      server,
      'GET',
      '/auth/me',
      await apiLogin(server, nurse.email, nurse.password),
    );
    expect(before.iban_masked).toBeNull();
    await expectNoA11yViolations(page);

    // The holder is her name unless she changes it.
    expect(await bank.holder().inputValue()).toBe('Léa Roux');
    await bank.save(IBAN);
    await toast(page, 'Coordonnées bancaires enregistrées.').waitFor();
    expect(await bank.masked().innerText()).toBe(MASKED);
    expect(await bank.iban().inputValue()).toBe('');
    expect(await page.content()).not.toContain('30006000011234567890189');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('her payslip waits for payment, and reads « Payée le … » once the batch is sent', async () => {
    const page = await signIn(nurse.email, nurse.password, PHONE);
    const payslips = new PayslipPaymentState(page);
    await payslips.goto();
    await payslips.state().getByText('En attente de paiement', { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    const batch = await apiRequest<{ id: string; count: number; left_out: unknown[] }>(
      server,
      'POST',
      '/payouts',
      admin,
      {},
    );
    expect(batch.count).toBe(1);
    expect(batch.left_out).toHaveLength(1);
    await apiRequest(server, 'PUT', `/payouts/${batch.id}/sent`, admin);
    const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: TZ }).format(
      new Date(),
    );

    await payslips.goto();
    await payslips.state().getByText(`Payée le ${today}`, { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('at 1366 px the administrator sees the batch, who was left out and why, and downloads its SEPA file', async () => {
    const page = await signIn(server.admin.email, server.admin.password, WIDE);
    await page.getByRole('link', { name: 'Virements' }).first().click();
    const payouts = new PayoutsPage(page);
    await waitForPath(page, '/virements');
    await payouts.heading().waitFor();
    await payouts.batches().first().waitFor();
    const card = payouts.batches().first();
    expect(plain(await card.innerText())).toContain('Léa Roux');
    expect(plain(await card.innerText())).toContain('232,50 €');
    expect(plain(await card.innerText())).toContain(MASKED);
    expect(plain(await payouts.leftOut().innerText())).toContain(
      "Marc Petit n'a pas encore donné ses coordonnées bancaires",
    );
    // Marc's payslip is still to pay.
    await page.getByText('Marc Petit', { exact: true }).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payouts.downloadButton().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^virement-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.xml$/);
    const xml = (await readFile(await download.path())).toString('utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml).toContain('<CtrlSum>232.50</CtrlSum>');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });
});
