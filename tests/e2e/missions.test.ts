/**
 * The mission story: an establishment requests a mission from its dashboard, the administrator
 * approves it with a nurse, the nurse accepts, starts and ends it on her phone (through the
 * offline outbox, online), and the establishment sees it completed with its punctuality.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToLocalInput } from '../../src/domain/time/instant-to-local-input.ts';
import { localInputToInstant } from '../../src/domain/time/local-input-to-instant.ts';
import {
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  apiGet,
  apiLogin,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { MissionsApprovalPage } from './pages/missions-approval-page.ts';
import {
  MissionsInstitutionDashboard,
  type MissionRequest,
} from './pages/missions-institution-dashboard.ts';
import { MissionsManagementPage } from './pages/missions-management-page.ts';
import { MissionsMyMissionsPage } from './pages/missions-my-missions-page.ts';

const PARIS = 'Europe/Paris';

const institution = {
  email: 'planning@ehpad-les-tilleuls.fr',
  password: 'Tilleuls-Planning-2025',
  first_name: 'Sophie',
  last_name: 'Garnier',
  name: 'EHPAD Les Tilleuls',
  phone: '04 72 10 20 30',
  address: '8 rue des Tilleuls, 69100 Villeurbanne',
  role: 'établissement de santé',
  // Every rate defined: the night mission below may fall on a weekend, whatever today is.
  tarification: {
    weekday_rate: 30,
    weekend_rate: 36,
    night_week_rate: 40,
    night_weekend_rate: 48,
    travel_fee: 10,
  },
};

const nurse = {
  email: 'lea.bernard@example.fr',
  password: 'Lea-Bernard-Soins-69',
  first_name: 'Léa',
  last_name: 'Bernard',
  phone: '06 20 30 40 50',
  address: '4 quai Perrache, 69002 Lyon',
  role: 'nurse',
};

/** The Paris calendar date `days` from now, `YYYY-MM-DD`. */
function parisDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(
    Date.now() + days * 86_400_000,
  );
}

/**
 * Requested to start in 40 minutes (an establishment asks for work to come), so that the nurse's
 * start window, open from 60 minutes before, is already open when she taps « Commencer ».
 */
const plannedStart = Math.ceil((Date.now() + 40 * 60_000) / 60_000) * 60_000;
const mission: MissionRequest = {
  name: 'Toilette et soins du matin',
  description: 'Résidente de la chambre 12, diabétique : glycémie avant le petit-déjeuner.',
  start: instantToLocalInput(plannedStart, PARIS),
  end: instantToLocalInput(plannedStart + (8 * 60 + 5) * 60_000, PARIS),
};

interface ServedMission {
  id: string;
  name: string;
  status: string;
  dateStart: string;
  dateEnd: string;
  dureeMinutes: number;
  assigned_to: string | null;
  etablissement_name: string | null;
  started_at: string | null;
  ended_at: string | null;
  actual_duration: number | null;
}

describe('missions: request, approval, accept → start → end, punctuality', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let nurseId: string;
  const contexts: BrowserContext[] = [];

  async function signIn(
    email: string,
    password: string,
    viewport: { width: number; height: number } = DESKTOP_VIEWPORT,
  ) {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await toast(page, 'Connexion réussie!').waitFor();
    return page;
  }

  /** Counts the calls the page makes to one API route (to prove that none was made). */
  function countCalls(page: Page, method: string, pathPattern: RegExp) {
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === method && pathPattern.test(new URL(request.url()).pathname)) {
        calls += 1;
      }
    });
    return () => calls;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Accounts through the API for speed: the foundation story covers registration screens.
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    await registerApproved(server, adminToken, institution);
    nurseId = await registerApproved(server, adminToken, nurse);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lets the establishment request a mission from its dashboard', async () => {
    const page = await signIn(institution.email, institution.password);
    await waitForPath(page, '/institution-dashboard');
    const dashboard = new MissionsInstitutionDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Sophie!' }).waitFor();
    await dashboard.counter('Prestations à venir').getByText('0', { exact: true }).waitFor();
    await page
      .getByText(
        "Aucune prestation pour l'instant. Créez-en une\u202f: l'administrateur l'attribuera.",
      )
      .waitFor();
    await expectNoA11yViolations(page);

    // Missing required fields: a toast, and no call.
    const creations = countCalls(page, 'POST', /^\/api\/prestations$/);
    await dashboard.openDialog();
    await expectNoA11yViolations(page);
    await dashboard.fillAndSubmit({ name: mission.name, start: mission.start });
    await toast(page, 'Veuillez remplir tous les champs obligatoires.').waitFor();
    expect(creations()).toBe(0);

    await dashboard.fillAndSubmit(mission);
    await toast(page, "Prestation soumise à l'administrateur.").waitFor();
    await dashboard.dialog().waitFor({ state: 'hidden' });
    expect(creations()).toBe(1);

    const row = dashboard.row(mission.name);
    await row.getByText('En attente', { exact: true }).waitFor();
    await row.getByText('Non assignée', { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    // The Paris wall times reached the server as the right instants, 8 h 05 planned.
    const institutionToken = await apiLogin(server, institution.email, institution.password);
    const [served] = await apiGet<ServedMission[]>(
      server,
      '/institutions/prestations',
      institutionToken,
    );
    expect(served).toMatchObject({
      name: mission.name,
      status: 'pending',
      dateStart: localInputToInstant(mission.start, PARIS),
      dateEnd: localInputToInstant(mission.end, PARIS),
      dureeMinutes: 485,
    });

    // On a phone the table becomes cards, without sideways scrolling.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await row.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('lets the administrator approve it with an assignee', async () => {
    const page = await signIn(server.admin.email, server.admin.password);
    await waitForPath(page, '/dashboard');
    const pendingCounter = page
      .getByRole('list', { name: "En un coup d'œil" })
      .getByRole('listitem')
      .filter({ hasText: 'Prestations à approuver' });
    await pendingCounter.getByText('1', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await pendingCounter.getByRole('link', { name: 'Approuver les prestations' }).click();

    await waitForPath(page, '/approbations');
    const approval = new MissionsApprovalPage(page);
    await approval.heading().waitFor();
    const row = approval.card(mission.name);
    await row.getByText('EHPAD Les Tilleuls', { exact: true }).waitFor();
    // Who may take it, and how she stands: nothing declared, so « Libre ».
    await approval.candidateRow(mission.name, 'Léa Bernard').getByText('Libre').waitFor();
    expect(await new AppFrame(page).menuLabels()).toContain('Approbations');
    await expectNoA11yViolations(page);
    // Cards at every width, no sideways scrolling.
    for (const width of [360, 600, 768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await horizontalOverflow(page), `at ${width} px`).toBe(0);
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);

    // No assignee: the specification's sentence, and no call.
    const approvals = countCalls(page, 'PUT', /\/approve$/);
    await approval.approveButton(mission.name).click();
    await toast(page, 'Veuillez choisir un utilisateur avant d’approuver.').waitFor();
    await row.getByText('Veuillez choisir un utilisateur avant d’approuver.').waitFor();
    expect(approvals()).toBe(0);

    await approval.choose(mission.name, 'Léa Bernard');
    await approval.approveButton(mission.name).click();
    await toast(page, 'Prestation approuvée !').waitFor();
    await approval.empty().waitFor();
    expect(approvals()).toBe(1);
    await expectNoA11yViolations(page);
  });

  it('lets the nurse accept, start and end it on her phone', async () => {
    const page = await signIn(nurse.email, nurse.password, MOBILE_VIEWPORT);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Léa!' }).waitFor();
    // Her next mission is on her dashboard, one tap away from its action.
    await page
      .getByRole('region', { name: 'Prochaine prestation' })
      .getByText(mission.name, { exact: true })
      // Its name, and again inside its action button's accessible name.
      .first()
      .waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Ouvrir mes prestations' }).click();

    await waitForPath(page, '/mes-prestations');
    const mine = new MissionsMyMissionsPage(page);
    await mine.heading().waitFor();
    const card = mine.card(mission.name);
    await mine.waitForStatus(mission.name, 'Assignée');
    await card.getByText(/^Début dans /).waitFor();
    await card.getByRole('link', { name: 'Appeler 04 72 10 20 30' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    const steps = [
      { button: 'Accepter', toast: 'Prestation acceptée', status: 'Acceptée' },
      { button: 'Commencer', toast: 'Début signalé', status: 'En cours' },
      { button: 'Terminer', toast: 'Fin signalée', status: 'Terminée' },
    ] as const;
    for (const step of steps) {
      await mine.action(mission.name, step.button).click();
      if (step.button === 'Terminer') {
        // Minutes after the start of 8 h 05 planned: she is asked first.
        const question = page.getByRole('dialog', { name: 'Terminer maintenant ?' });
        await question.getByText(/^0 h 0\d sur 8 h 05 prévues$/).waitFor();
        await expectNoA11yViolations(page);
        await question.getByRole('button', { name: 'Oui, terminer' }).click();
      }
      await toast(page, step.toast).waitFor();
      await mine.waitForStatus(mission.name, step.status);
      // Online, the outbox reaches the server promptly.
      await mine.waitForSynced(mission.name);
    }
    await card.getByText(/^Terminée .* avant l'heure prévue$/).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    // Without network the card stays, with the date of the data shown.
    await page.context().setOffline(true);
    await page.getByText(/^Hors ligne — données du /).waitFor();
    await page.context().setOffline(false);

    // The server has it completed, with the times of the taps.
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const [served] = await apiGet<ServedMission[]>(server, '/prestations/me', nurseToken);
    expect(served).toMatchObject({ name: mission.name, status: 'completed', assigned_to: nurseId });
    expect(served?.started_at).toBeTruthy();
    expect(served?.ended_at).toBeTruthy();
    expect(Date.parse(served?.ended_at ?? '')).toBeGreaterThan(
      Date.parse(served?.started_at ?? ''),
    );
    expect(served?.actual_duration).toBe(0);
  });

  it('shows the establishment the completed mission with its punctuality', async () => {
    const page = await signIn(institution.email, institution.password);
    await waitForPath(page, '/institution-dashboard');
    await new AppFrame(page).navigate('Prestations');
    const management = new MissionsManagementPage(page);
    await management.heading().waitFor();
    const card = management.card(mission.name);
    await card.getByText('Terminée', { exact: true }).waitFor();
    expect(await management.fact(mission.name, 'Assignée à').innerText()).toBe('Léa Bernard');
    expect(await management.fact(mission.name, 'Durée prévue').innerText()).toBe('8 h 05');
    expect(await management.fact(mission.name, 'Durée réelle').innerText()).toBe('0 h 00');
    // Ended minutes after its start, 8 h 05 were planned.
    expect(await management.fact(mission.name, 'Ponctualité').innerText()).toBe(
      "Terminée 8 h 05 avant l'heure prévue",
    );
    // Started: it can no longer be cancelled.
    expect(await card.getByRole('button', { name: /^Annuler/ }).count()).toBe(0);
    await expectNoA11yViolations(page);

    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });
  it('lets the administrator create, cancel and correct missions on /prestations', async () => {
    const page = await signIn(server.admin.email, server.admin.password);
    await waitForPath(page, '/dashboard');
    const management = new MissionsManagementPage(page);
    await management.goto();
    await management.newMissionButton().click();
    const form = management.form();
    await form.waitFor();
    // The options come from GET /institutions.
    await form
      .getByLabel('Établissement (facultatif)')
      .selectOption({ label: 'EHPAD Les Tilleuls' });
    await form
      .getByLabel('Profil recherché', { exact: true })
      .selectOption({ label: 'Infirmier(ère)' });
    await expectNoA11yViolations(page);

    const later = parisDate(3);
    const creations = countCalls(page, 'POST', /^\/api\/prestations$/);
    await management.fill({
      name: 'Nuit de veille',
      start: `${later}T21:00`,
      end: `${later}T20:00`,
    });
    // Said under « Fin », which is marked and takes the focus; nothing is sent.
    const end = form.getByLabel('Fin', { exact: true });
    await form
      .getByText('La date de fin doit être après la date de début', { exact: true })
      .waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');
    expect(await end.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(creations()).toBe(0);
    await management.fill({ end: `${parisDate(4)}T07:00` });
    await toast(page, 'Prestation créée !').waitFor();
    expect(creations()).toBe(1);
    // Once it exists, who takes it: the candidates, as on « Approbations ».
    const who = page.getByRole('region', { name: 'Qui prend cette prestation\u202f?' });
    await who
      .getByRole('group', { name: 'Soignant pour « Nuit de veille »' })
      .getByRole('radio', { name: /^Léa Bernard/ })
      .check();
    await expectNoA11yViolations(page);
    await who.getByRole('button', { name: /^Approuver/ }).click();
    await toast(page, 'Prestation approuvée !').waitFor();
    await who.waitFor({ state: 'detached' });
    const night = management.card('Nuit de veille');
    await night.getByText('Assignée', { exact: true }).waitFor();
    expect(await management.fact('Nuit de veille', 'Durée prévue').innerText()).toBe('10 h 00');
    expect(await management.fact('Nuit de veille', 'Établissement').innerText()).toBe(
      'EHPAD Les Tilleuls',
    );

    // Cancelling asks first.
    await night.getByRole('button', { name: /^Annuler/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler la prestation\u202f?' });
    await confirm.waitFor();
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Oui, annuler la prestation' }).click();
    await toast(page, 'Prestation annulée').waitFor();
    await night.getByText('Annulée', { exact: true }).waitFor();

    // Correcting the actual times of the completed mission recomputes its punctuality.
    const done = management.card(mission.name);
    await done.getByRole('button', { name: /^Corriger les heures/ }).click();
    const correction = page.getByRole('dialog', { name: 'Corriger les heures réelles' });
    await correction.waitFor();
    await expectNoA11yViolations(page);
    const yesterday = parisDate(-1);
    await correction.getByLabel('Début réel', { exact: true }).fill(`${yesterday}T08:00`);
    await correction.getByLabel('Fin réelle', { exact: true }).fill(`${yesterday}T16:20`);
    await correction.getByRole('button', { name: 'Enregistrer les heures' }).click();
    await toast(page, 'Heures corrigées').waitFor();
    await done.getByText('Retard de 0 h 15', { exact: true }).waitFor();
    expect(await management.fact(mission.name, 'Durée réelle').innerText()).toBe('8 h 20');

    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });
});
