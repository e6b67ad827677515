/**
 * Offline everywhere (src/app/offline/README.md, O12–O13 and M1–M5), in real Chromium at
 * 390 px: every screen a professional uses shows its last data after an offline reload with
 * « Hors ligne — données du … » and no endless « Chargement… »; a message written offline
 * waits as « En attente d'envoi » and reaches its recipient exactly once when the network is
 * back.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/contract/messages.ts';
import type { Prestation } from '../../src/contract/missions.ts';
import {
  PHONE,
  apiGet,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  launchBrowser,
  plannedWindow,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';
import { OfflineAppShell } from './pages/offline-app-shell.ts';

const institution = {
  email: 'cadre@clinique-du-parc.fr',
  password: 'Clinique-Parc-Lyon-2025',
  first_name: 'Hélène',
  last_name: 'Garnier',
  name: 'Clinique du Parc',
  phone: '04 72 10 20 30',
  address: '155 boulevard de Stalingrad, 69006 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 32,
    weekend_rate: 38,
    night_week_rate: 43,
    night_weekend_rate: 48,
    travel_fee: 9,
  },
};

/** The colleague she proposes an exchange to. */
const colleague = {
  email: 'hugo.lambert@example.fr',
  password: 'Hugo-Lambert-Soins-2025',
  first_name: 'Hugo',
  last_name: 'Lambert',
  phone: '06 98 76 54 32',
  address: '12 rue de la Charité, 69002 Lyon',
  role: 'nurse',
};

const nurse = {
  email: 'ines.martin@example.fr',
  password: 'Ines-Martin-Soins-2025',
  first_name: 'Inès',
  last_name: 'Martin',
  phone: '06 12 34 56 78',
  address: '3 rue Mercière, 69002 Lyon',
  role: 'nurse',
};

const TEAM = 'Équipe de nuit — USI';
const MISSION = 'Nuit USI — chambre 12';
const WELCOME = 'Bonjour Inès, le planning de décembre est en ligne.';
const OFFLINE_MESSAGE = 'Je serai là à 7 h, badge oublié : pouvez-vous prévenir l’accueil ?';

/** The screens a professional uses, each with a text its kept data shows. */
const SCREENS: readonly { path: string; heading: RegExp; shows: string | null }[] = [
  { path: '/dashboard', heading: /Bienvenue/, shows: null },
  { path: '/notifications', heading: /^Notifications$/, shows: null },
  { path: '/messages', heading: /^Messages$/, shows: 'Clinique du Parc' },
  { path: '/teams', heading: /Équipes/, shows: TEAM },
  { path: '/exchanges', heading: /Échanges/, shows: 'Hugo Lambert' },
  { path: '/schedules', heading: /Horaires/, shows: 'Soins de nuit' },
  { path: '/payslips', heading: /Fiches de paie/, shows: 'Période :' },
  { path: '/mes-prestations', heading: /Mes prestations/, shows: MISSION },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('offline everywhere: every screen of a professional, and the messages outbox', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let institutionId: string;

  const offlineBanner = () => page.getByRole('status').filter({ hasText: /^Hors ligne — / });
  const loading = () => page.getByText('Chargement…');
  const datedBanner = () =>
    page.getByRole('status').filter({ hasText: /^Hors ligne — données du / });
  const bubbleText = (text: string) => page.locator('.bubble__text', { hasText: text });

  async function institutionMessagesFromNurse(): Promise<string[]> {
    const token = await apiLogin(server, institution.email, institution.password);
    const conversations = await apiGet<Conversation[]>(server, '/messages/conversations', token);
    return conversations.flatMap((c) =>
      c.messages.filter((m) => m.from_user_id !== institutionId).map((m) => m.content),
    );
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    institutionId = await registerApproved(server, adminToken, institution);
    const nurseId = await registerApproved(server, adminToken, nurse);
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const institutionToken = await apiLogin(server, institution.email, institution.password);

    const { prestation } = await apiRequest<{ prestation: Prestation }>(
      server,
      'POST',
      '/prestations',
      adminToken,
      {
        name: MISSION,
        description: 'Transmissions à 20 h 45.',
        ...plannedWindow(30, 10),
        etablissement_id: institutionId,
        assigned_to: nurseId,
      },
    );
    expect(prestation.status).toBe('assigned');
    await apiRequest(server, 'POST', '/teams', adminToken, {
      name: TEAM,
      referent_user_id: nurseId,
      members: [nurseId],
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await apiRequest(server, 'POST', '/schedules', nurseToken, {
      institution_id: institutionId,
      date: tomorrow,
      time_start: '20:00',
      time_end: '23:00',
      service_type: 'Soins de nuit',
      tarif_base: 30,
    });
    await apiRequest(server, 'POST', '/messages', institutionToken, {
      to_user_id: nurseId,
      content: WELCOME,
    });

    // An exchange she proposed…
    const colleagueId = await registerApproved(server, adminToken, colleague);
    await apiRequest(server, 'POST', '/exchanges', nurseToken, {
      prestation_id: prestation.id,
      to_user_id: colleagueId,
      reason: 'Rendez-vous médical ce soir-là.',
    });
    // …and a payslip: last week's mission, recorded by the administrator and signalled with its
    // times.
    const lastWeek = Math.floor((Date.now() - 7 * 86_400_000) / 60_000) * 60_000;
    const { prestation: past } = await apiRequest<{ prestation: Prestation }>(
      server,
      'POST',
      '/prestations',
      adminToken,
      {
        name: 'Renfort de jour — USI',
        dateStart: new Date(lastWeek).toISOString(),
        dateEnd: new Date(lastWeek + 6 * 3_600_000).toISOString(),
        etablissement_id: institutionId,
        assigned_to: nurseId,
      },
    );
    for (const [kind, at] of [
      ['accept', lastWeek + 60_000],
      ['start', lastWeek + 60_000],
      ['end', lastWeek + 6 * 3_600_000],
    ] as const) {
      await apiRequest(server, 'PUT', `/prestations/${past.id}/${kind}`, nurseToken, {
        at: new Date(at).toISOString(),
      });
    }
    // A week old: its hours are validated already, by the passing of 72 h.
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(lastWeek);
    await apiRequest(
      server,
      'POST',
      `/payslips/generate?user_id=${nurseId}&period_start=${day}&period_end=${day}`,
      adminToken,
    );

    ({ context, page } = await newPage(browser, server, { viewport: PHONE }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('visits every screen online, under the service worker', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(nurse.email, nurse.password);
    await toast(page, 'Connexion réussie!').waitFor();
    await waitForPath(page, '/dashboard');
    await new OfflineAppShell(page).waitForControl();

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      if (screen.shows) await page.getByText(screen.shows).first().waitFor();
      await loading().waitFor({ state: 'detached' });
      expect(await offlineBanner().count(), screen.path).toBe(0);
      // Kept answers are written 300 ms after they arrive.
      await sleep(800);
    }
    // The thread too, so that its messages are kept.
    await page.goto(`/messages?with=${institutionId}`);
    await bubbleText(WELCOME).waitFor();
    await sleep(800);
  });

  it('[O12] reloads every screen offline with its last data, dated, and no endless spinner', async () => {
    await context.setOffline(true);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
      // The kept answers are read back from IndexedDB: the dated banner replaces the empty one.
      await datedBanner()
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          const shown = await page
            .locator('main')
            .innerText()
            .catch(() => '');
          throw new Error(`${screen.path}: ${String(error)}\n${shown}`);
        });
      const banner = await datedBanner().first().innerText();
      expect(banner, screen.path).toMatch(
        /^Hors ligne — données du \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/,
      );
      if (screen.shows) await page.getByText(screen.shows).first().waitFor();
      await sleep(2_500);
      expect(await loading().count(), `${screen.path}: « Chargement… » left`).toBe(0);
      expect(await page.locator('.inline-error').count(), screen.path).toBe(0);
      await expectNoA11yViolations(page);
    }
    // The dashboard's counters are the kept ones.
    await page.goto('/dashboard');
    await page
      .getByRole('list', { name: /./ })
      .filter({ hasText: 'Messages non lus' })
      .first()
      .waitFor();
  });

  it("[M1][M2][M3] keeps a message written offline « En attente d'envoi », then delivers it once", async () => {
    await page.goto(`/messages?with=${institutionId}`);
    await bubbleText(WELCOME).waitFor();
    await page.getByLabel('Votre message', { exact: true }).fill(OFFLINE_MESSAGE);
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
    const bubble = page.getByRole('listitem').filter({ hasText: OFFLINE_MESSAGE });
    await bubble.getByText("En attente d'envoi").waitFor();
    await expectNoA11yViolations(page);
    // Still waiting after a reload offline: the outbox is on the device.
    await page.reload();
    await bubble.getByText("En attente d'envoi").waitFor();
    expect(await institutionMessagesFromNurse()).toEqual([]);

    await context.setOffline(false);
    await bubble.getByText("En attente d'envoi").waitFor({ state: 'detached', timeout: 20_000 });
    await bubble.locator('time').waitFor();
    await offlineBanner().first().waitFor({ state: 'detached', timeout: 20_000 });
    expect(await institutionMessagesFromNurse()).toEqual([OFFLINE_MESSAGE]);
    // A reload and the socket's reconnection send nothing more.
    await page.reload();
    await bubble.waitFor();
    await sleep(2_000);
    expect(await institutionMessagesFromNurse()).toEqual([OFFLINE_MESSAGE]);
    expect(await bubble.count()).toBe(1);
  });
});
