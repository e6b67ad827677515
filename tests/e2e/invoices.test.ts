/**
 * Invoices in the browser: the administrator sets the platform's identity (« Société »),
 * issues the month on « Factures »; the establishment, on a desktop at 1366 px, finds its
 * invoice on « Facturation » and downloads the Factur-X PDF (the XML inside, read by poppler's
 * pdfdetach) and the XML. With `SCREENSHOTS_DIR` set, each screen is also photographed at
 * 390 and 1366 px (kept out of the repository).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  PHONE,
  WIDE,
  shoot,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  plain,
  recentWorkingDay,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'compta@clinique-du-parc.fr',
  password: 'Clinique-du-Parc-69',
  first_name: 'Hélène',
  last_name: 'Roux',
  name: 'Clinique du Parc',
  phone: '04 78 00 22 33',
  address: '8 rue du Parc, 69006 Lyon',
  role: 'établissement de santé',
  siret: '73282932000074',
  tarification: { weekday_rate: 40, weekend_rate: 48, night_week_rate: 50, travel_fee: 10 },
};
const nurse = {
  email: 'lea.petit@example.fr',
  password: 'Soins-de-nuit-2025',
  first_name: 'Léa',
  last_name: 'Petit',
  phone: '06 98 76 54 32',
  address: '4 rue Garibaldi, 69003 Lyon',
  role: 'nurse',
};
/** 08:00–16:00 on a weekday: 8 h × 40 € + 10 € = 330,00 € HT, 396,00 € TTC at 20 %. */
const TOTAL_TTC = '396,00 €';

describe('invoices: issue a month, download the Factur-X', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let month: string;

  async function signIn(email: string, password: string, landing: string, viewport = WIDE) {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, landing);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, admin, clinic);
    const nurseId = await registerApproved(server, admin, nurse);
    const day = recentWorkingDay(Date.now());
    month = day.slice(0, 7);
    const start = new Date(localInputToEpochMs(`${day}T08:00`, TZ) ?? NaN).toISOString();
    const end = new Date(localInputToEpochMs(`${day}T16:00`, TZ) ?? NaN).toISOString();
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      admin,
      {
        name: 'Soins de jour',
        description: 'Pansements',
        dateStart: start,
        dateEnd: end,
        assigned_to: nurseId,
        etablissement_id: clinicId,
      },
    );
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const signal = (kind: string, at?: string) =>
      apiRequest(
        server,
        'PUT',
        `/prestations/${prestation.id}/${kind}`,
        nurseToken,
        at ? { at } : {},
      );
    await signal('accept');
    await signal('start', start);
    await signal('end', end);
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    await apiRequest(server, 'PUT', `/prestations/${prestation.id}/validate`, clinicToken);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lets the administrator set the company and issue the month', async () => {
    const page = await signIn(server.admin.email, server.admin.password, '/dashboard');
    await page.getByRole('link', { name: 'Société' }).first().click();
    await waitForPath(page, '/societe');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Raison sociale').fill('Relève SAS');
    await field('SIREN').fill('732 829 321');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // The contract's own check, in the browser: nothing sent.
    await page
      .getByText("Le SIREN n'est pas valide : 9 chiffres dont une clé de contrôle.")
      .waitFor();
    await field('SIREN').fill('732 829 320');
    await field('N° de TVA intracommunautaire').fill('FR44732829320');
    await field('Adresse').fill('12 rue de la Paix, 75002 Paris');
    await field('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await field('BIC').fill('BNPAFRPPXXX');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, 'Paramètres de la société enregistrés.').waitFor();
    await expectNoA11yViolations(page);
    await shoot(page, 'societe-1366');

    await page.getByRole('link', { name: 'Factures' }).first().click();
    await waitForPath(page, '/factures');
    await page.getByLabel('Mois', { exact: true }).selectOption(month);
    await page.getByRole('heading', { name: 'Clinique du Parc' }).waitFor();
    await shoot(page, 'factures-avant-1366');
    await page.getByRole('button', { name: 'Émettre les factures' }).click();
    await toast(page, '1 facture émise.').waitFor();
    const card = page.getByRole('article', { name: /F-\d{4}-000001/ });
    await card.waitFor();
    expect(plain(await card.innerText())).toContain(TOTAL_TTC);
    await card.getByText('À payer', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'factures-1366');

    // The money came in: « Marquer payée », today by default.
    const number = (await card.getByRole('heading').innerText()).replace('Facture ', '');
    await card.getByRole('button', { name: 'Marquer payée' }).click();
    await card.getByLabel('Payée le', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(page, `Facture ${number} marquée payée.`).waitFor();
    await card.getByText(/^Payée le \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBe(0);
    await shoot(page, 'factures-390');
    await page.goto('/societe');
    await page.getByLabel('Raison sociale', { exact: true }).waitFor();
    await shoot(page, 'societe-390');
  });

  it('lets the establishment download its Factur-X invoice at 1366 px', async () => {
    const page = await signIn(clinic.email, clinic.password, '/institution-dashboard');
    await page.getByRole('link', { name: 'Facturation' }).first().click();
    await waitForPath(page, '/payrolls');
    const card = page.getByRole('article', { name: /F-\d{4}-000001/ });
    await card.waitFor();
    expect(plain(await card.innerText())).toContain(TOTAL_TTC);
    // Paid by the administrator in the first story.
    await card.getByText(/^Payée le /).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'facturation-1366');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Télécharger le PDF/ }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^F-\d{4}-000001\.pdf$/);
    const [xml] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Télécharger le XML/ }).click(),
    ]);
    expect(xml.suggestedFilename()).toMatch(/^F-\d{4}-000001\.xml$/);

    const dir = mkdtempSync(join(tmpdir(), 'releve-e2e-invoice-'));
    try {
      const pdfPath = join(dir, 'invoice.pdf');
      const xmlPath = join(dir, 'invoice.xml');
      await pdf.saveAs(pdfPath);
      await xml.saveAs(xmlPath);
      expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
      const list = execFileSync('pdfdetach', ['-list', pdfPath], { encoding: 'utf8' });
      expect(list).toContain('factur-x.xml');
      execFileSync('pdfdetach', ['-save', '1', '-o', join(dir, 'inside.xml'), pdfPath]);
      expect(readFileSync(join(dir, 'inside.xml')).equals(readFileSync(xmlPath))).toBe(true);
      expect(readFileSync(xmlPath, 'utf8')).toContain(
        '<ram:GrandTotalAmount>396.00</ram:GrandTotalAmount>',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBe(0);
    await shoot(page, 'facturation-390');
    await page.goto('/profile');
    await page.getByText('732 829 320 00074').waitFor();
    await shoot(page, 'profil-390');
  });
});
