/**
 * The money story: an establishment with tariffs, a nurse who completed one mission; the
 * administrator generates her payslip, she reads it on her phone and downloads a real PDF
 * (also offline), the establishment downloads what it owes as CSV; the directory, the profile
 * and the schedules along the way. Zero accessibility violations on every screen.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/domain/pay/local-time.ts';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
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
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { MoneyInstitutionsPage } from './pages/money-institutions-page.ts';
import { MoneyPayrollsPage } from './pages/money-payrolls-page.ts';
import { MoneyPayslipsPage } from './pages/money-payslips-page.ts';
import { MoneySchedulesPage } from './pages/money-schedules-page.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'direction@clinique-des-lilas.fr',
  password: 'Clinique-des-Lilas-69',
  first_name: 'Claire',
  last_name: 'Fabre',
  name: 'Clinique des Lilas',
  phone: '04 78 00 11 22',
  address: '3 avenue des Lilas, 69006 Lyon',
  role: 'établissement de santé',
  // The night weekend rate is left undefined: the directory says « Non définie ».
  tarification: { weekday_rate: 95.5, weekend_rate: 98, night_week_rate: 110, travel_fee: 24.5 },
};

const nurse = {
  email: 'ines.martin@example.fr',
  password: 'Soins-de-jour-2025',
  first_name: 'Inès',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas, 69003 Lyon',
  role: 'nurse',
};

/*
 * One 12-hour weekday day shift (07:00–19:00 in Paris, day band only, whatever day the test
 * runs): 12 h × 95,50 €/h = 1 146,00 € + 24,50 € travel = 1 170,50 € gross; commission
 * 7 % = 81,935 → 81,94 €; net 1 088,56 €.
 */
const MISSION_NAME = 'Soins post-opératoires';
const GROSS = '1 170,50 €';
const COMMISSION = '81,94 €';
const NET = '1 088,56 €';

async function savedText(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

describe('money: tariffs, payslips, billing, schedules', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let missionDay: string;
  let clinicId: string;

  async function signIn(
    email: string,
    password: string,
    landing: string,
    viewport: { width: number; height: number } = MOBILE_VIEWPORT,
  ): Promise<{ page: Page; context: BrowserContext }> {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, landing);
    return { page, context };
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();

    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    clinicId = await registerApproved(server, admin, clinic);
    const nurseId = await registerApproved(server, admin, nurse);

    missionDay = recentWorkingDay(Date.now(), '19:00');
    const start = new Date(localInputToEpochMs(`${missionDay}T07:00`, TZ) ?? NaN).toISOString();
    const end = new Date(localInputToEpochMs(`${missionDay}T19:00`, TZ) ?? NaN).toISOString();
    const { prestation } = await apiRequest<{ prestation: { id: string; status: string } }>(
      server,
      'POST',
      '/prestations',
      admin,
      {
        name: MISSION_NAME,
        description: 'Pansements et surveillance',
        dateStart: start,
        dateEnd: end,
        assigned_to: nurseId,
        etablissement_id: clinicId,
      },
    );
    expect(prestation.status).toBe('assigned');

    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const signal = (kind: string, at?: string) =>
      apiRequest<{ status: string }>(
        server,
        'PUT',
        `/prestations/${prestation.id}/${kind}`,
        nurseToken,
        at ? { at } : {},
      );
    await signal('accept');
    await signal('start', start);
    expect((await signal('end', end)).status).toBe('completed');
    // The clinic signs the hours off: only validated hours go on a payslip.
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    const validated = await apiRequest<{ validation: string }>(
      server,
      'PUT',
      `/prestations/${prestation.id}/validate`,
      clinicToken,
    );
    expect(validated.validation).toBe('validated');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('shows the directory with tariffs in €/h and « Non définie », editable only by whom may', async () => {
    // The nurse reads it on her phone, without « Modifier ».
    const { page } = await signIn(nurse.email, nurse.password, '/dashboard');
    const directory = new MoneyInstitutionsPage(page);
    await directory.goto();
    const card = directory.card(clinic.name);
    await card.waitFor();
    expect(plain(await directory.tariff(clinic.name, 'Semaine').innerText())).toBe('95,50 €/h');
    expect(plain(await directory.tariff(clinic.name, 'Frais de déplacement').innerText())).toBe(
      '24,50 €',
    );
    expect(await directory.tariff(clinic.name, 'Nuit week-end').innerText()).toBe('Non définie');
    await card.getByText(clinic.address, { exact: true }).waitFor();
    await card.getByText('Approuvé', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /^Modifier/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    // The administrator edits it: a tariff typed with a French comma travels as a number.
    const admin = await signIn(
      server.admin.email,
      server.admin.password,
      '/dashboard',
      DESKTOP_VIEWPORT,
    );
    const adminDirectory = new MoneyInstitutionsPage(admin.page);
    await adminDirectory.goto();
    await adminDirectory.editButton(clinic.name).click();
    await adminDirectory.dialog().waitFor();
    expect(await adminDirectory.field('Tarif semaine (€/h)').inputValue()).toBe('95,5');
    expect(await adminDirectory.field('Tarif nuit week-end (€/h)').inputValue()).toBe('');
    await expectNoA11yViolations(admin.page);
    await adminDirectory.field('Téléphone').fill('04 78 99 88 77');
    await adminDirectory.field('Tarif week-end (€/h)').fill('99.25');
    await adminDirectory.save().click();
    await toast(admin.page, 'Institution mise à jour !').waitFor();
    await adminDirectory.dialog().waitFor({ state: 'hidden' });
    const adminCard = adminDirectory.card(clinic.name);
    await adminCard.getByText('04 78 99 88 77', { exact: true }).waitFor();
    await expect
      .poll(async () => plain(await adminDirectory.tariff(clinic.name, 'Week-end').innerText()))
      .toBe('99,25 €/h');
    // Still undefined: an empty input is not 0 €/h.
    expect(await adminDirectory.tariff(clinic.name, 'Nuit week-end').innerText()).toBe(
      'Non définie',
    );

    // A bad phone: the contract's own schema, in the browser, says it under the field (marked
    // and described by it) before anything is sent, so no refusal and no toast.
    await adminDirectory.editButton(clinic.name).click();
    const phone = adminDirectory.field('Téléphone');
    await phone.fill('pas un numéro');
    await adminDirectory.save().click();
    const phoneError = adminDirectory
      .dialog()
      .getByText("Le numéro de téléphone n'est pas valide.", { exact: true });
    await phoneError.waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await phone.getAttribute('aria-describedby')).toContain(
      await phoneError.getAttribute('id'),
    );
    expect(await toast(admin.page, 'Erreur lors de la mise à jour').count()).toBe(0);
  });

  it('lets the administrator generate the payslip from the dialog, with the server’s refusal as toast', async () => {
    const { page } = await signIn(
      server.admin.email,
      server.admin.password,
      '/dashboard',
      DESKTOP_VIEWPORT,
    );
    const payslips = new MoneyPayslipsPage(page);
    await payslips.goto();
    await page.getByText('Aucune fiche de paie pour le moment.', { exact: true }).waitFor();
    await payslips.generateButton().click();
    const dialog = payslips.dialog();
    await dialog.waitFor();
    // Approved nurses and caregivers only: neither the admin nor the establishment.
    const select = dialog.getByLabel('Professionnel', { exact: true });
    await select.locator('option', { hasText: 'Inès Martin' }).waitFor({ state: 'attached' });
    const options = await select.locator('option').allInnerTexts();
    expect(options).toEqual(['Choisir un professionnel', 'Inès Martin — Infirmier(ère)']);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();

    await payslips.generate('Inès Martin — Infirmier(ère)', missionDay, missionDay);
    await toast(page, 'Fiche de paie générée').waitFor();
    await payslips.cards().first().getByText('Inès Martin', { exact: true }).waitFor();
    expect(plain(await payslips.figure('Net à payer').innerText())).toBe(NET);

    // The same period again: nothing left to pay, the server says why.
    await payslips.generate('Inès Martin — Infirmier(ère)', missionDay, missionDay);
    await toast(page, 'Aucune prestation terminée sur cette période.').waitFor();
    await expectNoA11yViolations(page);
  });

  it('shows the nurse her payslip to the cent on her phone, and downloads it as a PDF, even offline', async () => {
    const { page, context } = await signIn(nurse.email, nurse.password, '/dashboard');
    const payslips = new MoneyPayslipsPage(page);
    await payslips.goto();
    await payslips.cards().first().waitFor();
    expect(await payslips.cards().count()).toBe(1);
    expect(await payslips.generateButton().count()).toBe(0);
    expect(plain(await payslips.figure('Heures totales').innerText())).toBe('12,0 h');
    expect(plain(await payslips.figure('Brut').innerText())).toBe(GROSS);
    expect(plain(await payslips.figure(/^Commission/).innerText())).toBe(COMMISSION);
    await payslips
      .cards()
      .first()
      .getByText(/^Commission \(7\s%\)$/)
      .waitFor();
    expect(plain(await payslips.figure('Net à payer').innerText())).toBe(NET);
    const card = payslips.cards().first();
    await card.getByText(MISSION_NAME, { exact: true }).waitFor();
    await card.getByText('Détail du calcul', { exact: true }).click();
    await card.getByText(/^Jour semaine — 12 h 00 à 95,50\s€\/h\s: 1\s146,00\s€$/).waitFor();
    await card.getByText(/^Frais de déplacement\u202f: 24,50\s€$/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    const checkPdf = async (download: Download) => {
      expect(download.suggestedFilename()).toBe(`fiche-de-paie-ines-martin-${missionDay}.pdf`);
      const bytes = await savedText(download);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe('Fiche de paie — Inès Martin');
      expect(pdf.getSubject()).toContain(`Net à payer : ${NET}`);
    };

    const [online] = await Promise.all([
      page.waitForEvent('download'),
      payslips.downloadButton().click(),
    ]);
    await checkPdf(online);

    // No network: the list comes back from the device, and the PDF is made on the phone.
    // First the service worker must control the page (it serves the screens' code offline).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    try {
      const frame = new AppFrame(page);
      await frame.navigate('Tableau de bord');
      await waitForPath(page, '/dashboard');
      await frame.navigate('Fiches de paie');
      await payslips.heading().waitFor();
      await page.getByText(/^Hors ligne — données du /).waitFor();
      expect(plain(await payslips.figure('Net à payer').innerText())).toBe(NET);
      const [offline] = await Promise.all([
        page.waitForEvent('download'),
        payslips.downloadButton().click(),
      ]);
      await checkPdf(offline);
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows the establishment what it owes this month, downloads the CSV, and its own profile', async () => {
    const { page } = await signIn(
      clinic.email,
      clinic.password,
      '/institution-dashboard',
      DESKTOP_VIEWPORT,
    );
    const payrolls = new MoneyPayrollsPage(page);
    await payrolls.goto();
    const monthLabel = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${missionDay.slice(0, 7)}-01T00:00:00Z`));
    const label = monthLabel.charAt(0).toUpperCase() + monthLabel.slice(1);
    const month = payrolls.month(label);
    await month.waitFor();
    await month.getByText(MISSION_NAME, { exact: true }).waitFor();
    await month.getByText('Inès Martin', { exact: true }).waitFor();
    expect(plain(await month.locator('.billing-totals__amount dd').innerText())).toBe(GROSS);
    await expectNoA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      payrolls.csvButton(label).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`releve-facturation-${missionDay.slice(0, 7)}.csv`);
    const csv = (await savedText(download)).toString('utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Prestation;Établissement;Professionnel;Début;Fin;Heures;Montant (€);Dont frais de déplacement (€);Validation;Remarque',
    );
    expect(lines[1]).toMatch(
      /^Soins post-opératoires;Clinique des Lilas;Inès Martin;[^;]+ 07:00;[^;]+ 19:00;12,00;1170,50;24,50;Validée;$/,
    );
    expect(lines[2]).toBe('Total;;;;;12,00;1170,50;24,50;;');

    // Its profile: the same card, its own « Modifier ».
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    const profile = page.getByRole('article', { name: clinic.name });
    await profile.waitFor();
    await profile.getByText('Non définie', { exact: true }).waitFor();
    await profile.getByRole('button', { name: `Modifier ${clinic.name}` }).click();
    const dialog = page.getByRole('dialog', { name: "Modifier l'établissement" });
    await dialog.getByLabel('Tarif nuit week-end (€/h)', { exact: true }).fill('120');
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toast(page, 'Institution mise à jour !').waitFor();
    await expect.poll(() => profile.getByText('Non définie', { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('lets the nurse declare a slot of availability with its total and breakdown', async () => {
    const { page } = await signIn(nurse.email, nurse.password, '/dashboard');
    const schedules = new MoneySchedulesPage(page);
    await schedules.goto();
    await page.getByText('Aucun horaire pour le moment.', { exact: true }).waitFor();
    const tomorrow = localDate(Date.now() + 86_400_000, TZ);

    // Required fields are checked before any call.
    await schedules.newButton().click();
    await schedules.submit();
    await schedules
      .dialog()
      .getByText('Le tarif de base est obligatoire.', { exact: true })
      .waitFor();
    await schedules.dialog().getByRole('button', { name: 'Fermer', exact: true }).click();

    await schedules.fill({
      date: tomorrow,
      serviceType: 'Garde de nuit',
      start: '21:00',
      end: '07:00',
      tarif: '28.5',
      travel: '15',
      institution: clinic.name,
    });
    await schedules
      .dialog()
      .getByText(/^Total estimé\u202f: 300,00\s€$/)
      .waitFor();
    await expectNoA11yViolations(page);
    await schedules.submit();
    await toast(page, 'Horaire créé').waitFor();
    const card = schedules.card('Garde de nuit');
    await card.waitFor();
    await card.getByText('Disponible', { exact: true }).waitFor();
    await card.getByText(clinic.name, { exact: true }).waitFor();
    await card.getByText('21:00 – 07:00 (le lendemain)', { exact: true }).waitFor();
    expect(plain(await card.locator('.schedule-card__total-line strong').innerText())).toBe(
      '300,00 €',
    );
    expect(plain(await card.locator('.schedule-card__breakdown').innerText())).toBe(
      '10 h 00 × 28,50 €/h = 285,00 € + déplacement 15,00 €',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    // The administrator sees it, with who declared it, and cannot declare one.
    const admin = await signIn(
      server.admin.email,
      server.admin.password,
      '/dashboard',
      DESKTOP_VIEWPORT,
    );
    const adminSchedules = new MoneySchedulesPage(admin.page);
    await adminSchedules.goto();
    await adminSchedules.card('Garde de nuit').getByText('Inès Martin', { exact: true }).waitFor();
    expect(await adminSchedules.newButton().count()).toBe(0);
    await expectNoA11yViolations(admin.page);
  });
});
