/**
 * Staffing (docs/product-rules.md §9, §10): an establishment asks for a nurse; the
 * administrator sees who may take the mission and why the others may not, and publishes it; two
 * nurses see it on their phones with what it pays, one takes it and it leaves the other phone
 * at once; a caregiver never sees it. Then a lost race, the offline button, and a withdrawal
 * that puts the mission back on the other nurse's phone, live; last, the administrator
 * overrides the rules on a mission she just created, and the card says why.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFrenchPublicHoliday } from '../../src/domain/pay/french-holidays.ts';
import { localInputToInstant } from '../../src/domain/time/local-input-to-instant.ts';
import {
  PHONE,
  DESKTOP_VIEWPORT,
  ROOT,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  giveVerifiedDocument,
  horizontalOverflow,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';
import { MissionsApprovalPage } from './pages/missions-approval-page.ts';
import { MissionsInstitutionDashboard } from './pages/missions-institution-dashboard.ts';
import { MissionsManagementPage } from './pages/missions-management-page.ts';
import { MissionsMyMissionsPage } from './pages/missions-my-missions-page.ts';
import { StaffingOpenMissionsPage } from './pages/staffing-open-missions.ts';

/** `E2E_STATIC_DIR` serves another build than dist/ (a private one while others rebuild). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? join(ROOT, 'dist');
const PARIS = 'Europe/Paris';
/** The phones of the story: an ordinary 390 px wide smartphone. */

interface Account {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  role: string;
  name?: string;
  tarification?: Record<string, number>;
}

const clinic: Account = {
  email: 'planning@clinique-des-lilas.fr',
  password: 'Lilas-Planning-2025',
  first_name: 'Claire',
  last_name: 'Fontaine',
  name: 'Clinique des Lilas',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 28.5,
    weekend_rate: 34,
    night_week_rate: 38,
    night_weekend_rate: 42,
    travel_fee: 15,
  },
};
const ines: Account = {
  email: 'ines.moreau@staffing.test',
  password: 'Ines-Moreau-Soins-1',
  first_name: 'Inès',
  last_name: 'Moreau',
  role: 'nurse',
};
const chloe: Account = {
  email: 'chloe.lambert@staffing.test',
  password: 'Chloe-Lambert-Soins-2',
  first_name: 'Chloé',
  last_name: 'Lambert',
  role: 'nurse',
};
const nadia: Account = {
  email: 'nadia.benali@staffing.test',
  password: 'Nadia-Benali-Soins-3',
  first_name: 'Nadia',
  last_name: 'Benali',
  role: 'nurse',
};
const paul: Account = {
  email: 'paul.martin@staffing.test',
  password: 'Paul-Martin-Aide-4',
  first_name: 'Paul',
  last_name: 'Martin',
  role: 'caregiver',
};

/** The Paris calendar date `days` from now, `YYYY-MM-DD`. */
function parisDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(
    Date.now() + days * 86_400_000,
  );
}

/**
 * How many days from now the first working day (Monday to Friday, not a public holiday) at
 * least `days` away is.
 */
function workingDayFrom(days: number): number {
  for (let n = days; ; n += 1) {
    const date = parisDate(n);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isFrenchPublicHoliday(date)) return n;
  }
}

// More than 48 h ahead, so that the nurse may still withdraw; then the working day after it.
const dayOffset = workingDayFrom(5);
const day = parisDate(dayOffset);
const nextDay = parisDate(workingDayFrom(dayOffset + 1));
const request = {
  name: 'Garde du matin',
  description: 'Service de médecine, 12 patients. Transmissions à 7 h avec l’équipe de nuit.',
  start: `${day}T07:00`,
  end: `${day}T15:00`,
};
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

interface OpenMission {
  id: string;
  name: string;
  status: string;
  required_role: string;
  estimated_pay: number;
}

describe('staffing: profile wanted, candidates with reasons, open missions claimed live', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let adminToken: string;
  let inesPage: Page;
  let chloePage: Page;
  let paulPage: Page;
  let adminPage: Page;
  /** Full page loads of Chloé's phone: the list must change without one. */
  let chloeLoads = 0;
  /** Every open mission Paul's phone was ever served. */
  const servedToPaul: string[] = [];
  const pageErrors: string[] = [];

  async function signIn(
    account: { email: string; password: string },
    viewport: { width: number; height: number },
    options: { blockServiceWorkers?: boolean } = {},
  ): Promise<Page> {
    let context: BrowserContext;
    let page: Page;
    if (options.blockServiceWorkers) {
      // Requests a service worker forwards escape page.route: this phone has none.
      context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport,
        hasTouch: true,
        locale: 'fr-FR',
        timezoneId: PARIS,
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
    } else {
      ({ context, page } = await newPage(browser, server, { viewport }));
    }
    contexts.push(context);
    page.on('pageerror', (error) => pageErrors.push(`${account.email}: ${error.message}`));
    const login = new LoginPage(page);
    await login.goto();
    await login.login(account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ STATIC_DIR });
    browser = await launchBrowser();
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    for (const account of [clinic, ines, chloe, nadia, paul]) {
      ids[account.email] = await registerApproved(server, adminToken, {
        phone: '06 12 34 56 78',
        address: '12 rue des Lilas, 69003 Lyon',
        ...account,
      });
      tokens[account.email] = await apiLogin(server, account.email, account.password);
    }
    // The two nurses who claim hold a verified diploma (claiming needs one).
    for (const account of [ines, chloe]) {
      await giveVerifiedDocument(server, adminToken, tokens[account.email]!);
    }
    // Nadia is already busy that morning.
    await apiRequest(server, 'POST', '/prestations', adminToken, {
      name: 'Soins du matin',
      description: '',
      dateStart: localInputToInstant(`${day}T06:00`, PARIS),
      dateEnd: localInputToInstant(`${day}T10:00`, PARIS),
      etablissement_id: ids[clinic.email],
      assigned_to: ids[nadia.email],
      required_role: 'nurse',
    });
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lets the establishment ask for a nurse: « Profil recherché »', async () => {
    const page = await signIn(clinic, DESKTOP_VIEWPORT);
    await waitForPath(page, '/institution-dashboard');
    const dashboard = new MissionsInstitutionDashboard(page);
    await dashboard.openDialog();
    const profile = dashboard.field('Profil recherché');
    // Either profile unless said otherwise.
    expect(await profile.inputValue()).toBe('any');
    expect(await profile.locator('option').allInnerTexts()).toEqual([
      'Infirmier(ère)',
      'Aide-soignant(e)',
      'Indifférent',
    ]);
    await profile.selectOption({ label: 'Infirmier(ère)' });
    await expectNoA11yViolations(page);
    await dashboard.fillAndSubmit(request);
    await toast(page, "Prestation soumise à l'administrateur.").waitFor();
    await dashboard.row(request.name).getByText('En attente', { exact: true }).waitFor();

    const [served] = await apiRequest<{ required_role: string; status: string }[]>(
      server,
      'GET',
      '/institutions/prestations',
      tokens[clinic.email],
    );
    expect(served).toMatchObject({ required_role: 'nurse', status: 'pending' });
  });

  it('shows the administrator who may take it and why not, and lets her publish it', async () => {
    // The professionals keep the list open on their phones meanwhile.
    inesPage = await signIn(ines, PHONE);
    chloePage = await signIn(chloe, PHONE, { blockServiceWorkers: true });
    paulPage = await signIn(paul, PHONE);
    paulPage.on('response', async (response) => {
      if (!response.url().endsWith('/api/prestations/open') || !response.ok()) return;
      const list = (await response.json().catch(() => [])) as OpenMission[];
      servedToPaul.push(...list.map((m) => m.name));
    });
    for (const page of [inesPage, chloePage, paulPage]) {
      await new StaffingOpenMissionsPage(page).goto();
    }
    // From now on, Chloé's list changes only live.
    chloePage.on('load', () => (chloeLoads += 1));
    await new StaffingOpenMissionsPage(paulPage).empty().waitFor();
    await new StaffingOpenMissionsPage(inesPage).empty().waitFor();

    const page = await signIn(server.admin, DESKTOP_VIEWPORT);
    adminPage = page;
    const approval = new MissionsApprovalPage(page);
    await approval.goto();
    const card = approval.card(request.name);
    await card.getByText('Infirmier(ère)', { exact: true }).first().waitFor();

    // Those who may take it, « Libre » (no availability declared)…
    for (const person of ['Inès Moreau', 'Chloé Lambert']) {
      await approval
        .candidateRow(request.name, person)
        .getByText('Libre', { exact: true })
        .waitFor();
    }
    // …and, below, those who may not, with their reasons in plain words.
    await approval
      .candidateRow(request.name, 'Paul Martin')
      .getByText('Cette mission est réservée aux infirmier(ère)s.')
      .waitFor();
    await approval
      .candidateRow(request.name, 'Nadia Benali')
      .getByText(/^Nadia Benali a déjà « Soins du matin » le \d{2}\/\d{2} de 06:00 à 10:00\.$/)
      .waitFor();
    const groups = await card.locator('.candidates__title').allTextContents();
    expect(groups).toEqual(['Peuvent la prendre (2)', 'Ne peuvent pas la prendre (2)']);

    // Choosing someone the rules refuse asks for a reason before anything is sent.
    let approvals = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/approve')) approvals += 1;
    });
    await approval.choose(request.name, 'Paul Martin');
    await card.getByText('Passer outre', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await approval.approveButton(request.name).click();
    await card
      .getByText('La raison du passage outre doit compter au moins 5 caractères.')
      .waitFor();
    expect(approvals).toBe(0);
    expect(await approval.overrideReason(request.name).getAttribute('aria-invalid')).toBe('true');
    // An eligible nurse instead: no override.
    await approval.choose(request.name, 'Inès Moreau');
    await card.getByText('Passer outre', { exact: true }).waitFor({ state: 'detached' });

    for (const width of [390, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await horizontalOverflow(page), `at ${width} px`).toBe(0);
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // The establishment's « Mes soignants » from the list: a 44 px star at the end of her row.
    const star = (verb: string) =>
      card.getByRole('button', { name: `${verb} de Mes soignants — Inès Moreau` });
    await card.getByRole('button', { name: 'Ajouter à Mes soignants — Inès Moreau' }).click();
    await toast(page, 'Inès Moreau fait partie de vos soignants.').waitFor();
    await star('Retirer').waitFor();
    expect(await star('Retirer').getAttribute('aria-pressed')).toBe('true');
    const box = await star('Retirer').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoA11yViolations(page);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({
        path: join(process.env.SCREENSHOTS_DIR, 'staffing-picker-favourite-1366.png'),
      });
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoA11yViolations(page);
      await page.screenshot({
        path: join(process.env.SCREENSHOTS_DIR, 'staffing-picker-favourite-390.png'),
        fullPage: true,
      });
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
    // Back out of it: the publication below is for everyone at once.
    await star('Retirer').click();
    await toast(page, 'Inès Moreau ne fait plus partie de vos soignants.').waitFor();
    await card.getByRole('button', { name: 'Ajouter à Mes soignants — Inès Moreau' }).waitFor();

    // Published rather than assigned: « À pourvoir ».
    await approval.publishButton(request.name).click();
    await toast(page, 'Prestation publiée\u202f: elle est à pourvoir.').waitFor();
    await approval.empty().waitFor();
    expect(approvals).toBe(0);
    await page.goto('/prestations');
    await page
      .getByRole('listitem', { name: request.name, exact: true })
      .getByText('À pourvoir', { exact: true })
      .waitFor();
    await expectNoA11yViolations(page);
  });

  it('shows it to both nurses on their phones with its pay, never to the caregiver', async () => {
    const open = await apiRequest<OpenMission[]>(
      server,
      'GET',
      '/prestations/open',
      tokens[ines.email],
    );
    const mission = open.find((m) => m.name === request.name);
    expect(mission).toMatchObject({ status: 'open', required_role: 'nurse' });
    const expectedPay = `Rémunération estimée\u202f: ${euros.format(mission?.estimated_pay ?? NaN)}`;

    for (const page of [inesPage, chloePage]) {
      // Arrived live: nobody reloaded.
      const list = new StaffingOpenMissionsPage(page);
      const card = list.card(request.name);
      await card.waitFor();
      expect(oneSpace(await list.pay(request.name).innerText())).toBe(oneSpace(expectedPay));
      await card.getByText('Clinique des Lilas', { exact: true }).waitFor();
      await card.getByText('12 rue des Lilas, 69003 Lyon', { exact: true }).waitFor();
      await card.getByText('Profil recherché : Infirmier(ère)', { exact: true }).waitFor();
      await card.getByText('07:00 – 15:00', { exact: true }).waitFor();
      expect(await list.claimButton(request.name).isEnabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoA11yViolations(page);
    }
    expect(chloeLoads).toBe(0);

    // Offline, the list stays readable from the device but the claim needs the network.
    const chloeList = new StaffingOpenMissionsPage(chloePage);
    await chloePage.context().setOffline(true);
    await chloeList.offlineBanner().waitFor();
    expect(await chloeList.offlineButton(request.name).isDisabled()).toBe(true);
    await expectNoA11yViolations(chloePage);
    await chloePage.context().setOffline(false);
    await chloeList.claimButton(request.name).waitFor();

    // The caregiver's list stayed empty: the mission was never served to him.
    await new StaffingOpenMissionsPage(paulPage).empty().waitFor();
    expect(servedToPaul).not.toContain(request.name);
  });

  it('lets one nurse take it; it leaves the other phone without a reload', async () => {
    const inesList = new StaffingOpenMissionsPage(inesPage);
    await inesList.claimButton(request.name).click();
    await toast(inesPage, 'Mission prise\u202f! Elle est dans « Mes prestations ».').waitFor();
    await inesList.card(request.name).waitFor({ state: 'detached' });

    const chloeList = new StaffingOpenMissionsPage(chloePage);
    await chloeList.card(request.name).waitFor({ state: 'detached' });
    await chloeList.empty().waitFor();
    expect(chloeLoads).toBe(0);

    const mine = new MissionsMyMissionsPage(inesPage);
    await mine.goto();
    await mine.waitForStatus(request.name, 'Acceptée');
    await mine
      .card(request.name)
      .getByRole('button', { name: /^Me retirer/ })
      .waitFor();
    expect(await horizontalOverflow(inesPage)).toBe(0);
    await expectNoA11yViolations(inesPage);
  });

  it("tells the nurse who lost a race « Cette mission vient d'être prise. »", async () => {
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      adminToken,
      {
        name: "Renfort de l'après-midi",
        description: '',
        dateStart: localInputToInstant(`${nextDay}T13:00`, PARIS),
        dateEnd: localInputToInstant(`${nextDay}T18:00`, PARIS),
        etablissement_id: ids[clinic.email],
        required_role: 'nurse',
      },
    );
    await apiRequest(server, 'PUT', `/prestations/${prestation.id}/publish`, adminToken);
    const chloeList = new StaffingOpenMissionsPage(chloePage);
    const card = chloeList.card("Renfort de l'après-midi");
    await card.waitFor();

    // Chloé's phone misses the news (its list answers as before), then Inès takes it.
    const stale = await apiRequest<OpenMission[]>(
      server,
      'GET',
      '/prestations/open',
      tokens[chloe.email],
    );
    await chloePage.route('**/api/prestations/open', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', json: stale }),
    );
    await apiRequest(server, 'PUT', `/prestations/${prestation.id}/claim`, tokens[ines.email]);
    await chloeList.claimButton("Renfort de l'après-midi").click();
    await card.getByText("Cette mission vient d'être prise.", { exact: true }).waitFor();
    await expectNoA11yViolations(chloePage);
    // Read, then gone.
    await card.waitFor({ state: 'detached', timeout: 10_000 });
    await chloePage.unroute('**/api/prestations/open');
  });

  it('lets the nurse withdraw more than 48 h ahead: the mission is open again, live', async () => {
    const mine = new MissionsMyMissionsPage(inesPage);
    await mine
      .card(request.name)
      .getByRole('button', { name: /^Me retirer/ })
      .click();
    const confirm = inesPage.getByRole('dialog', { name: 'Vous retirer de cette mission\u202f?' });
    await confirm.waitFor();
    await expectNoA11yViolations(inesPage);
    await confirm.getByRole('button', { name: 'Oui, me retirer', exact: true }).click();
    await toast(
      inesPage,
      'Vous vous êtes retiré(e)\u202f: la mission est de nouveau à pourvoir.',
    ).waitFor();
    await mine.card(request.name).waitFor({ state: 'detached' });

    // Back on Chloé's phone at once, claimable.
    const chloeList = new StaffingOpenMissionsPage(chloePage);
    await chloeList.claimButton(request.name).waitFor();
    expect(chloeLoads).toBe(0);

    // And still never on the caregiver's.
    await paulPage.waitForTimeout(500);
    await new StaffingOpenMissionsPage(paulPage).empty().waitFor();
    expect(servedToPaul).not.toContain(request.name);
    expect(pageErrors).toEqual([]);
  });

  it('lets the administrator override the rules on creation, with a reason shown on the card', async () => {
    const page = adminPage;
    const management = new MissionsManagementPage(page);
    await management.goto();
    await management.newMissionButton().click();
    const form = management.form();
    await form
      .getByLabel('Établissement (facultatif)')
      .selectOption({ label: 'Clinique des Lilas' });
    await form
      .getByLabel('Profil recherché', { exact: true })
      .selectOption({ label: 'Infirmier(ère)' });
    await management.fill({
      name: 'Veille de nuit',
      start: `${nextDay}T20:00`,
      end: `${nextDay}T23:30`,
    });
    await toast(page, 'Prestation créée !').waitFor();

    // Once created, who takes it: a caregiver, for a nurse-only mission, with a reason.
    const who = page.getByRole('region', { name: 'Qui prend cette prestation\u202f?' });
    const picker = who.getByRole('group', { name: 'Soignant pour « Veille de nuit »' });
    await picker.getByText('Cette mission est réservée aux infirmier(ère)s.').waitFor();
    await picker.getByRole('radio', { name: /^Paul Martin/ }).check();
    await who
      .getByLabel('Raison (obligatoire)', { exact: true })
      .fill('Remplacement validé par la cadre');
    await expectNoA11yViolations(page);
    const approval = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/approve'),
    );
    await who.getByRole('button', { name: /^Passer outre et approuver/ }).click();
    expect((await approval).postDataJSON()).toMatchObject({
      force: true,
      override_reason: 'Remplacement validé par la cadre',
    });
    await toast(page, 'Prestation approuvée !').waitFor();
    const card = management.card('Veille de nuit');
    await card.getByText('Assignée', { exact: true }).waitFor();
    expect(oneSpace(await card.locator('.mission-card__forced').innerText())).toBe(
      'Affectation forcée : Remplacement validé par la cadre',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    expect(pageErrors).toEqual([]);
  });
});
