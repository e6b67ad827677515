/**
 * Hours you can trust, on phones at 390 px with the position allowed: the establishment records
 * where it is; the nurse allows her position in her profile; a start too early is refused with
 * the time the window opens; a late start and an early end (asked first) carry the distances;
 * the establishment sees them on « Heures à valider » and contests with its own times; the
 * administrator settles with those times; the payslip pays the settled hours, to the cent.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOpening } from '../../src/domain/missions/hours.ts';
import { instantToLocalInput } from '../../src/domain/time/instant-to-local-input.ts';
import {
  MOBILE_VIEWPORT,
  apiGet,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type PageOptions,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { MoneyPayslipsPage } from './pages/money-payslips-page.ts';
import { MissionsMyMissionsPage } from './pages/missions-my-missions-page.ts';

const PARIS = 'Europe/Paris';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The establishment's door, and the nurse's phone 90 m and 1.2 km north of it. */
const CLINIC_PLACE = { latitude: 45.764, longitude: 4.8357, accuracy: 15 };
/** Metres north as degrees of latitude on the haversine sphere (6 371 km). */
const north = (metres: number) => ({
  ...CLINIC_PLACE,
  latitude: CLINIC_PLACE.latitude + (metres / (6_371_000 * Math.PI)) * 180,
});

const clinic = {
  email: 'cadre@clinique-du-parc.fr',
  password: 'Clinique-Parc-Cadre-2026',
  first_name: 'Nadia',
  last_name: 'Roux',
  name: 'Clinique du Parc',
  phone: '04 78 00 11 22',
  address: '12 avenue du Parc, 69006 Lyon',
  role: 'établissement de santé',
  // One rate whatever the hour: the payslip below does not depend on when the test runs.
  tarification: {
    weekday_rate: 30,
    weekend_rate: 30,
    night_week_rate: 30,
    night_weekend_rate: 30,
    travel_fee: 10,
  },
};

const nurse = {
  email: 'ines.martin@example.fr',
  password: 'Ines-Martin-Soins-69',
  first_name: 'Inès',
  last_name: 'Martin',
  phone: '06 11 22 33 44',
  address: '3 rue Garibaldi, 69006 Lyon',
  role: 'nurse',
};

/** Planned in 3 h: its start window opens in 2 h. */
const TOO_EARLY = 'Soins de fin de journée';
/** Planned five days ago for 4 h, « Terminer » tapped only now. */
const LATE_END = 'Matinée oubliée';
/** Planned 2 h ago for 7 h: started late, ended early. */
const CONTESTED = 'Garde du matin — unité B';

interface Served {
  id: string;
  status: string;
  started_at: string | null;
  ended_at: string | null;
  start_distance_m: number | null;
  end_distance_m: number | null;
  validation: string | null;
  actual_duration: number | null;
}

const wholeMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

describe('hours you can trust: start window, safe end, distances, sign-off', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  let nurseId: string;
  let clinicId: string;
  const missionIds: Record<string, string> = {};
  let tooEarlyStart = 0;
  let plannedStart = 0;
  const contexts: BrowserContext[] = [];

  async function signIn(
    email: string,
    password: string,
    landing: string,
    options: PageOptions = {},
  ): Promise<Page> {
    const { context, page } = await newPage(browser, server, {
      viewport: MOBILE_VIEWPORT,
      ...options,
    });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, landing);
    return page;
  }

  async function served(name: string): Promise<Served> {
    const token = await apiLogin(server, nurse.email, nurse.password);
    return apiGet<Served>(server, `/prestations/${missionIds[name]}`, token);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    clinicId = await registerApproved(server, adminToken, clinic);
    nurseId = await registerApproved(server, adminToken, nurse);

    const now = wholeMinute(Date.now());
    tooEarlyStart = now + 3 * HOUR;
    plannedStart = now - 2 * HOUR;
    for (const [name, start] of [
      [TOO_EARLY, tooEarlyStart],
      // The administrator may record a mission already under way (a regularisation).
      [CONTESTED, plannedStart],
    ] as const) {
      const { prestation } = await apiRequest<{ prestation: { id: string } }>(
        server,
        'POST',
        '/prestations',
        adminToken,
        {
          name,
          description: 'Unité B, 2e étage.',
          dateStart: new Date(start).toISOString(),
          dateEnd: new Date(start + 7 * HOUR).toISOString(),
          assigned_to: nurseId,
          etablissement_id: clinicId,
          // The two overlap: the administrator overrides the planning rules, with her reason.
          ...(name === CONTESTED
            ? { force: true, override_reason: 'Renfort exceptionnel demandé par la cadre.' }
            : {}),
        },
      );
      missionIds[name] = prestation.id;
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lets the establishment record where it is with « Utiliser ma position »', async () => {
    const page = await signIn(clinic.email, clinic.password, '/institution-dashboard', {
      geolocation: CLINIC_PLACE,
    });
    await page.goto('/profile');
    const place = page.getByRole('region', { name: "Position de l'établissement" });
    await place.getByRole('button', { name: 'Utiliser ma position' }).click();
    await toast(page, "Position de l'établissement enregistrée.").waitFor();
    await place.getByRole('link', { name: /^Voir sur une carte/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    const token = await apiLogin(server, clinic.email, clinic.password);
    const me = await apiGet<{ location: { lat: number; lng: number } | null }>(
      server,
      '/institutions/me',
      token,
    );
    expect(me.location).toEqual({ lat: CLINIC_PLACE.latitude, lng: CLINIC_PLACE.longitude });
  });

  it('lets the nurse allow her position, refuses a start too early, asks before an early end', async () => {
    const page = await signIn(nurse.email, nurse.password, '/dashboard', {
      geolocation: north(90),
    });
    // Her consent, said plainly, in her profile.
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Inès!' }).waitFor();
    await new AppFrame(page).navigate('Profil');
    await waitForPath(page, '/profile');
    const consent = page.getByRole('switch', { name: 'Partager ma position lors des gestes' });
    await page.getByText(/jamais suivi\(e\) entre deux gestes/).waitFor();
    expect(await consent.isChecked()).toBe(false);
    await consent.click();
    await toast(page, 'Position partagée lors des gestes.').waitFor();
    expect(await consent.isChecked()).toBe(true);
    await expectNoA11yViolations(page);

    await page.goto('/mes-prestations');
    const mine = new MissionsMyMissionsPage(page);
    await mine.heading().waitFor();

    // Too early: accepted, but « Commencer » waits for its window, and says from when.
    await mine.action(TOO_EARLY, 'Accepter').click();
    await toast(page, 'Prestation acceptée').waitFor();
    await mine.waitForStatus(TOO_EARLY, 'Acceptée');
    // « 00:24 » on the same day in Paris, « samedi 29 novembre à 00:24 » when the window opens
    // after midnight (a run after 22:00 in Paris): the same words the app and the server use.
    const opens = windowOpening(tooEarlyStart, Date.now(), PARIS);
    const waiting = mine
      .card(TOO_EARLY)
      .getByRole('button', { name: `Possible à partir de ${opens}` });
    await waiting.waitFor();
    expect(await waiting.isDisabled()).toBe(true);
    // The server refuses it the same way, whatever the client.
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const refused = await fetch(
      `${server.baseUrl}/api/prestations/${missionIds[TOO_EARLY]}/start`,
      { method: 'PUT', headers: { Authorization: `Bearer ${nurseToken}` } },
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      detail: `Vous pourrez commencer à partir de ${opens}.`,
    });

    // Late start, 90 m from the door. The first acceptance's toast has gone first, so that the
    // one awaited next is this acceptance's.
    await toast(page, 'Prestation acceptée').waitFor({ state: 'detached' });
    await mine.action(CONTESTED, 'Accepter').click();
    await toast(page, 'Prestation acceptée').waitFor();
    await mine.waitForSynced(CONTESTED);
    await mine.action(CONTESTED, 'Commencer').click();
    await toast(page, 'Début signalé').waitFor();
    await mine.waitForStatus(CONTESTED, 'En cours');
    await mine.waitForSynced(CONTESTED);

    // Ending far from the planned end is asked first, with the time worked against the plan.
    await page.context().setGeolocation(north(1200));
    await mine.action(CONTESTED, 'Terminer').click();
    const question = page.getByRole('dialog', { name: 'Terminer maintenant ?' });
    await question.getByText(/^0 h 0\d sur 7 h 00 prévues$/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    // « Non, continuer » keeps it running.
    await question.getByRole('button', { name: 'Non, continuer' }).click();
    await question.waitFor({ state: 'detached' });
    await mine.waitForStatus(CONTESTED, 'En cours');
    await mine.action(CONTESTED, 'Terminer').click();
    await question.getByRole('button', { name: 'Oui, terminer' }).click();
    await toast(page, 'Fin signalée').waitFor();
    await mine.waitForStatus(CONTESTED, 'Terminée');
    await mine.waitForSynced(CONTESTED);
    // An early end is a warning, not a merit.
    await mine
      .card(CONTESTED)
      .getByText(/^Terminée \d h \d\d avant l'heure prévue$/)
      .waitFor();

    const ended = await served(CONTESTED);
    expect(ended).toMatchObject({
      status: 'completed',
      start_distance_m: 90,
      end_distance_m: 1200,
      validation: 'awaiting',
    });
  });

  it('shows the establishment the distances and lets it contest with its own times', async () => {
    const page = await signIn(clinic.email, clinic.password, '/institution-dashboard');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Heures à valider' })
      .getByText('1', { exact: true })
      .waitFor();
    await new AppFrame(page).navigate('Heures à valider');
    await waitForPath(page, '/heures-a-valider');
    const card = page.getByRole('listitem', { name: CONTESTED, exact: true });
    await card.getByText(/^Début à 90\sm de l'établissement$/).waitFor();
    // Far from the door: said in words, not by the colour alone.
    const far = card
      .locator('.tap-distance--far')
      .filter({ hasText: /Fin à 1,2\skm de l'établissement/ });
    await far.getByText('Loin', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Contester' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contester les heures' });
    await dialog.waitFor();
    // A reason is required: caught in the browser, under its field.
    await dialog.getByLabel('Début proposé').fill(instantToLocalInput(plannedStart, PARIS));
    await dialog
      .getByLabel('Fin proposée')
      .fill(instantToLocalInput(plannedStart + 90 * MINUTE, PARIS));
    await dialog.getByRole('button', { name: 'Envoyer la contestation' }).click();
    const reason = dialog.getByLabel('Raison de la contestation');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await reason.fill("Arrivée à l'heure prévue, partie 1 h 30 plus tard : vue par la cadre.");
    await dialog.getByRole('button', { name: 'Envoyer la contestation' }).click();
    await toast(page, "Contestation envoyée\u202f: l'administrateur va trancher.").waitFor();
    await page
      .getByRole('region', { name: /^Contestées/ })
      .getByRole('listitem', { name: CONTESTED, exact: true })
      .waitFor();

    // The nurse is told, with the times proposed.
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const notes = await apiGet<{ message: string }[]>(server, '/notifications', nurseToken);
    expect(notes.map((n) => n.message)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^L'établissement Clinique du Parc conteste vos heures pour « ${CONTESTED} »`),
      ),
    );
  });

  it('lets the administrator settle with the proposed times, and pays the settled hours', async () => {
    const page = await signIn(server.admin.email, server.admin.password, '/dashboard');
    const counter = page.getByRole('listitem').filter({ hasText: 'Heures contestées' });
    await counter.getByText('1', { exact: true }).waitFor();
    await counter.getByRole('link', { name: 'Trancher les contestations' }).click();
    await waitForPath(page, '/heures-a-valider');
    const card = page.getByRole('listitem', { name: CONTESTED, exact: true });
    await card.getByText(/^Arrivée à l'heure prévue/).waitFor();
    await expectNoA11yViolations(page);

    await card.getByRole('button', { name: 'Corriger les heures' }).click();
    const correction = page.getByRole('dialog', { name: 'Corriger les heures réelles' });
    // Prefilled with the establishment's proposal.
    expect(await correction.getByLabel('Début réel', { exact: true }).inputValue()).toBe(
      instantToLocalInput(plannedStart, PARIS),
    );
    expect(await correction.getByLabel('Fin réelle', { exact: true }).inputValue()).toBe(
      instantToLocalInput(plannedStart + 90 * MINUTE, PARIS),
    );
    await correction.getByRole('button', { name: 'Enregistrer les heures' }).click();
    await toast(page, 'Heures corrigées').waitFor();
    await card.waitFor({ state: 'detached' });

    const settled = await served(CONTESTED);
    expect(settled).toMatchObject({
      validation: 'validated',
      started_at: new Date(plannedStart).toISOString(),
      ended_at: new Date(plannedStart + 90 * MINUTE).toISOString(),
      actual_duration: 90,
    });
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    const notes = await apiGet<{ message: string }[]>(server, '/notifications', nurseToken);
    expect(notes.map((n) => n.message)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Contestation de « ${CONTESTED} » tranchée .* vos heures sont corrigées`),
      ),
    );

    // The payslip takes the settled 1 h 30: 30 €/h × 1,5 h + 10 € of travel = 55,00 €.
    const payslips = new MoneyPayslipsPage(page);
    await payslips.goto();
    const day = instantToLocalInput(plannedStart, PARIS).slice(0, 10);
    const today = instantToLocalInput(Date.now(), PARIS).slice(0, 10);
    await payslips.generate('Inès Martin — Infirmier(ère)', day, today);
    await payslips.cards().first().waitFor();
    expect(await payslips.figure('Brut').innerText()).toMatch(/^55,00\s€$/);
    const [payslip] = await apiGet<
      {
        user_id: string;
        total_hours: number;
        gross_amount: number;
        commission_amount: number;
        net_amount: number;
      }[]
    >(server, '/payslips', nurseToken);
    expect(payslip).toMatchObject({
      user_id: nurseId,
      total_hours: 1.5,
      gross_amount: 55,
      commission_amount: 3.85,
      net_amount: 51.15,
    });
    expect(await horizontalOverflow(page)).toBe(0);
  });
  it('flags an end tapped days late: « Fin déclarée 5 jours après le début\u202f: à confirmer », until the establishment confirms', async () => {
    // A 4-hour mission started five days ago, « Terminer » forgotten until now.
    const start = wholeMinute(Date.now()) - 5 * 24 * HOUR;
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      adminToken,
      {
        name: LATE_END,
        description: 'Toilettes et petits-déjeuners.',
        dateStart: new Date(start).toISOString(),
        dateEnd: new Date(start + 4 * HOUR).toISOString(),
        assigned_to: nurseId,
        etablissement_id: clinicId,
        force: true,
        override_reason: 'Régularisation saisie par l’administrateur.',
      },
    );
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    for (const [kind, at] of [
      ['accept', start - HOUR],
      ['start', start],
    ] as const) {
      await apiRequest(server, 'PUT', `/prestations/${prestation.id}/${kind}`, nurseToken, {
        at: new Date(at).toISOString(),
      });
    }
    const flag = 'Fin déclarée 5 jours après le début\u202f: à confirmer';

    // She taps « Terminer » only now: the app asks first, and says the end will be signalled.
    const phone = await signIn(nurse.email, nurse.password, '/dashboard', {
      viewport: { width: 390, height: 844 },
    });
    await phone.goto('/mes-prestations');
    const mine = new MissionsMyMissionsPage(phone);
    await mine.heading().waitFor();
    await mine.action(LATE_END, 'Terminer').click();
    const question = phone.getByRole('dialog', { name: 'Terminer maintenant ?' });
    await question.getByText(/^120 h 0\d sur 4 h 00 prévues$/).waitFor();
    await question
      .getByText(
        "Une fin aussi tardive sera signalée à l'établissement\u202f: vos heures devront être confirmées avant d'être payées.",
      )
      .waitFor();
    expect(await horizontalOverflow(phone)).toBe(0);
    await expectNoA11yViolations(phone);
    await phone.screenshot({ path: '/tmp/i32-late-end-confirm-390.png' });
    await question.getByRole('button', { name: 'Oui, terminer' }).click();
    await toast(phone, 'Fin signalée').waitFor();
    await mine.waitForSynced(LATE_END);
    // On the card itself, instead of « Retard de 120 h 00 ».
    await mine.card(LATE_END).getByText(flag, { exact: true }).first().waitFor();
    await mine.card(LATE_END).screenshot({ path: '/tmp/i32-late-end-nurse-390.png' });

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      const { context, page } = await newPage(browser, server, { viewport });
      contexts.push(context);
      const login = new LoginPage(page);
      await login.goto();
      await login.login(clinic.email, clinic.password);
      await waitForPath(page, '/institution-dashboard');
      await new AppFrame(page).navigate('Heures à valider');
      await waitForPath(page, '/heures-a-valider');
      const card = page.getByRole('listitem', { name: LATE_END, exact: true });
      await card.getByText(flag, { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoA11yViolations(page);
      await card.screenshot({ path: `/tmp/i32-late-end-${viewport.width}.png` });
      await page.screenshot({ path: `/tmp/i32-late-end-page-${viewport.width}.png` });
    }

    // The establishment confirms the declared hours: the flag goes.
    const page = await signIn(clinic.email, clinic.password, '/institution-dashboard');
    await new AppFrame(page).navigate('Heures à valider');
    const card = page.getByRole('listitem', { name: LATE_END, exact: true });
    await card.getByRole('button', { name: 'Valider' }).click();
    await toast(page, 'Heures validées.').waitFor();
    const after = await apiGet<{ hours_flag: string | null; validation: string }>(
      server,
      `/prestations/${prestation.id}`,
      nurseToken,
    );
    expect(after).toMatchObject({ hours_flag: null, validation: 'validated' });
  });
});
