/**
 * The offline story (issue 4), in real Chromium on a phone: the service worker controls the
 * app, « Mes prestations » opens and works without network from IndexedDB, taps wait in the
 * outbox across a closed page, reach the server with the time of the tap once the network is
 * back, and a server that goes away during the replay loses nothing and applies nothing twice.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { SyncResponse, SyncResult } from '../../src/contract/sync.ts';
import { fr as offlineFr } from '../../src/app/offline/fr.ts';
import {
  MOBILE_VIEWPORT,
  apiGet,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  plannedWindow,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { OfflineAppShell } from './pages/offline-app-shell.ts';
import {
  OfflineMyMissionsPage,
  watchPaintedCopy,
  type StoredOutboxAction,
} from './pages/offline-my-missions-page.ts';

const institution = {
  email: 'accueil@residence-les-glycines.fr',
  password: 'Glycines-Accueil-2025',
  first_name: 'Nadia',
  last_name: 'Roux',
  name: 'Résidence Les Glycines',
  phone: '04 78 40 50 60',
  address: '21 rue Garibaldi, 69006 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 31,
    weekend_rate: 37,
    night_week_rate: 42,
    night_weekend_rate: 47,
    travel_fee: 8,
  },
};

const nurse = {
  email: 'camille.petit@example.fr',
  password: 'Camille-Petit-Soins-69',
  first_name: 'Camille',
  last_name: 'Petit',
  phone: '06 31 41 59 26',
  address: '7 place Bellecour, 69002 Lyon',
  role: 'nurse',
};

/** Started, with the network gone, then synchronised once it is back. */
const EVENING = 'Soins du soir — chambre 4';
/** Accepted with the network gone, while the server itself goes away. */
const DRESSING = 'Pansement — chambre 7';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('offline: service worker, offline taps, replay with the tap time', () => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let nurseId: string;
  const missionIds: Record<string, string> = {};
  /** The taps of the offline story on EVENING, as the outbox stored them. */
  let eveningTaps: StoredOutboxAction[] = [];
  /** The page's clock just before « Commencer ». */
  let startTappedAt = 0;

  async function nurseMissions(): Promise<Prestation[]> {
    const token = await apiLogin(server, nurse.email, nurse.password);
    return apiGet<Prestation[]>(server, '/prestations/me', token);
  }

  async function served(name: string): Promise<Prestation> {
    const mission = (await nurseMissions()).find((m) => m.name === name);
    if (!mission) throw new Error(`${name} is not served to the nurse`);
    return mission;
  }

  /**
   * The audit log's `mission_events` per mission and action (`<mission id> <action>` → rows),
   * read straight from a stopped server's PGlite data (no API serves the audit log).
   */
  async function auditCounts(dataDir: string): Promise<Map<string, number>> {
    const db = new PGlite(`${dataDir}/db`);
    try {
      const { rows } = await db.query<{ mission_id: string; action: string; count: number }>(
        'select mission_id, action, count(*)::int as count from mission_events group by 1, 2',
      );
      return new Map(rows.map((r) => [`${r.mission_id} ${r.action}`, r.count]));
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    // Accounts and missions through the API for speed: other stories cover those screens.
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    const institutionId = await registerApproved(server, adminToken, institution);
    nurseId = await registerApproved(server, adminToken, nurse);
    for (const [name, window] of [
      // Starts in 30 minutes: its start window (60 minutes before) is open.
      [EVENING, plannedWindow(0.5, 8)],
      [DRESSING, plannedWindow(26, 2)],
    ] as const) {
      const { prestation } = await apiRequest<{ prestation: Prestation }>(
        server,
        'POST',
        '/prestations',
        adminToken,
        {
          name,
          description: 'Ordonnance dans le classeur de la chambre.',
          ...window,
          etablissement_id: institutionId,
          assigned_to: nurseId,
        },
      );
      expect(prestation.status).toBe('assigned');
      missionIds[name] = prestation.id;
    }

    ({ context, page } = await newPage(browser, server, { viewport: MOBILE_VIEWPORT }));
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('is controlled by the service worker, with the manifest and the app shell precached', async () => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(nurse.email, nurse.password);
    await toast(page, 'Connexion réussie!').waitFor();
    await waitForPath(page, '/dashboard');

    const mine = new OfflineMyMissionsPage(page);
    await mine.goto();
    await mine.waitForStatus(EVENING, 'Assignée');
    await mine.waitForStatus(DRESSING, 'Assignée');

    const shell = new OfflineAppShell(page);
    await shell.waitForControl();
    expect(await shell.controllerScript()).toBe(`${server.baseUrl}/sw.js`);

    const manifestHref = await shell.manifestHref();
    expect(manifestHref).toBe(`${server.baseUrl}/manifest.webmanifest`);
    const manifest = (await (await fetch(manifestHref ?? '')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Relève',
      start_url: '/dashboard',
      display: 'standalone',
    });

    // Workbox's precache holds the shell and everything this page loaded to run.
    const caches = await shell.cachedPaths();
    const precache = Object.entries(caches).find(([name]) => name.includes('precache'));
    expect(precache, `caches: ${Object.keys(caches).join(', ')}`).toBeDefined();
    const precached = new Set(precache?.[1]);
    expect(precached).toContain('/index.html');
    const assets = await shell.loadedAssetPaths();
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) expect(precached, path).toContain(path);
    // The entry's stylesheet is inlined in the page; a lazy screen that lists it among its
    // dependencies does not fetch it again (its disabled link names it).
    const entryStyles = page.locator('link[rel="stylesheet"][href^="/assets/index-"]');
    expect(await entryStyles.count()).toBe(1);
    expect(await entryStyles.getAttribute('disabled')).toBe('');
  });

  it('lists the missions from the device after an offline reload, and opens other routes', async () => {
    const mine = new OfflineMyMissionsPage(page);
    await context.setOffline(true);
    const shell = new OfflineAppShell(page);
    expect(await shell.canReachServer()).toBe(false);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await mine.heading().waitFor();
    await mine.offlineBanner().waitFor();
    // The date of the last refresh kept on the device (none can happen offline).
    const syncedAt = await mine.missionsSyncedAt();
    expect(syncedAt).not.toBeNull();
    expect(await mine.offlineBanner().innerText()).toBe(
      offlineFr.offlineSince(syncedAt ?? new Date()),
    );
    await mine.waitForStatus(EVENING, 'Assignée');
    await mine.waitForStatus(DRESSING, 'Assignée');
    expect(await shell.isControlled()).toBe(true);

    // Any route opens the app shell without network.
    const dashboard = await page.goto('/dashboard');
    expect(dashboard?.fromServiceWorker()).toBe(true);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Camille!' }).waitFor();
    await new AppFrame(page).topbar().waitFor();

    await mine.goto();
    await mine.offlineBanner().waitFor();
    await mine.card(EVENING).waitFor();
  });

  it('[O1] moves the card at once on offline taps, and sends nothing', async () => {
    const mine = new OfflineMyMissionsPage(page);
    // « At once »: well before any network timeout, with room for a busy 2-core machine.
    const fast = { timeout: 3_000 };

    const acceptTappedAt = await mine.tap(EVENING, 'Accepter');
    await toast(page, 'Prestation acceptée').waitFor(fast);
    await mine.cardIn('À venir', EVENING).locator('.badge', { hasText: 'Acceptée' }).waitFor(fast);
    await mine.pendingSync(EVENING).waitFor(fast);

    startTappedAt = await mine.tap(EVENING, 'Commencer');
    const afterStart = await page.evaluate(() => Date.now());
    await toast(page, 'Début signalé').waitFor(fast);
    const card = mine.cardIn('En cours', EVENING);
    await card.locator('.badge', { hasText: 'En cours' }).waitFor(fast);
    await card.getByText('En attente de synchronisation', { exact: true }).waitFor(fast);
    await card.getByRole('button', { name: /^Terminer/ }).waitFor(fast);
    await mine.offlineBanner().waitFor();

    // The outbox holds both taps, in order, with the device time of each tap.
    eveningTaps = (await mine.outbox()).filter((a) => a.prestation_id === missionIds[EVENING]);
    expect(eveningTaps.map((a) => [a.kind, a.status, a.user_id])).toEqual([
      ['accept', 'pending', nurseId],
      ['start', 'pending', nurseId],
    ]);
    const [accept, start] = eveningTaps.map((a) => Date.parse(a.at));
    expect(accept).toBeGreaterThanOrEqual(acceptTappedAt);
    expect(accept).toBeLessThan(startTappedAt);
    expect(start).toBeGreaterThanOrEqual(startTappedAt);
    expect(start).toBeLessThanOrEqual(afterStart);

    // Nothing reached the server.
    expect(await served(EVENING)).toMatchObject({ status: 'assigned', started_at: null });

    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('[O2] keeps the started state when the page is closed and reopened offline', async () => {
    await page.close();
    page = await context.newPage();
    await watchPaintedCopy(page);
    const mine = new OfflineMyMissionsPage(page);
    await mine.goto();
    await mine.offlineBanner().waitFor();
    const card = mine.cardIn('En cours', EVENING);
    await card.locator('.badge', { hasText: 'En cours' }).waitFor();
    await card.getByText('En attente de synchronisation', { exact: true }).waitFor();
    await mine.waitForStatus(DRESSING, 'Assignée');
    expect(await mine.pendingSync(DRESSING).count()).toBe(0);

    // Before the app ran, the page painted her list as she last saw it, taps included: inert
    // and hidden from assistive technology, over a hidden #root; it went once the app's list
    // was drawn.
    const copy = await mine.paintedCopy();
    expect(copy).toMatchObject({
      inert: true,
      ariaHidden: true,
      rootHidden: true,
      removed: true,
      rootShownAfter: true,
    });
    expect(copy?.liveCardsAtRemoval).toBeGreaterThanOrEqual(2);
    expect(copy?.cards.map((c) => c.name)).toEqual([EVENING, DRESSING]);
    expect(copy?.cards[0]?.texts).toEqual(
      expect.arrayContaining(['En cours', 'En attente de synchronisation']),
    );
    expect(await page.locator('#first-paint').count()).toBe(0);

    // The same taps (each failed replay only counted one more attempt).
    expect((await mine.outbox()).map(({ attempts: _, ...tap }) => tap)).toEqual(
      eveningTaps.map(({ attempts: _, ...tap }) => tap),
    );
    expect(await served(EVENING)).toMatchObject({ status: 'assigned', started_at: null });
  });

  it('[O4] replays once back online, with the time of the tap, not of the sync', async () => {
    const mine = new OfflineMyMissionsPage(page);
    // The sync happens seconds after the tap.
    await sleep(3_000);
    const onlineAt = Date.now();
    await context.setOffline(false);

    await mine.waitForSynced(EVENING);
    await mine.offlineBanner().waitFor({ state: 'detached' });
    await mine.cardIn('En cours', EVENING).locator('.badge', { hasText: 'En cours' }).waitFor();
    expect(await mine.outbox()).toEqual([]);

    const mission = await served(EVENING);
    expect(mission.status).toBe('in_progress');
    const startedAt = Date.parse(mission.started_at ?? '');
    const tapped = Date.parse(eveningTaps[1]?.at ?? '');
    // The tap time, to the second (the server keeps it to the millisecond)…
    expect(Math.floor(startedAt / 1000)).toBe(Math.floor(tapped / 1000));
    expect(Math.abs(startedAt - startTappedAt)).toBeLessThan(1_000);
    // …not the time the network came back, when the server did apply it.
    expect(onlineAt - startedAt).toBeGreaterThanOrEqual(3_000);
    expect(Date.parse(mission.updated_at)).toBeGreaterThanOrEqual(onlineAt);

    // Online, the app draws the page alone: no copy is painted before it.
    await page.reload();
    await mine.cardIn('En cours', EVENING).waitFor();
    expect(await mine.paintedCopy()).toBeNull();
  });

  it('[O2][O8] loses nothing and applies nothing twice when the server stops during the replay', async () => {
    const mine = new OfflineMyMissionsPage(page);
    const missionId = missionIds[DRESSING] ?? '';
    /** What the server answered to the page's (or the worker's) replays. */
    const answers: SyncResult[] = [];
    context.on('response', (response) => {
      if (new URL(response.url()).pathname !== '/api/sync/actions' || !response.ok()) return;
      void response
        .json()
        .then((body: SyncResponse) => answers.push(...body.results))
        .catch(() => undefined);
    });

    await context.setOffline(true);
    await mine.offlineBanner().waitFor();
    await mine.tap(DRESSING, 'Accepter');
    await mine.waitForStatus(DRESSING, 'Acceptée');
    await mine.pendingSync(DRESSING).waitFor();
    const [queued] = await mine.outbox();
    expect(queued).toMatchObject({ prestation_id: missionId, kind: 'accept', status: 'pending' });
    const clientActionId = queued?.client_action_id ?? '';

    // The server goes away; the network comes back: the replay fails, the tap stays queued.
    const { dataDir, port } = server;
    await server.stop({ keepDataDir: true });
    const attemptsOffline = (await mine.outbox())[0]?.attempts ?? 0;
    await context.setOffline(false);
    await expect
      .poll(async () => (await mine.outbox())[0]?.attempts ?? 0)
      .toBeGreaterThan(attemptsOffline);
    expect((await mine.outbox()).map((a) => [a.client_action_id, a.status])).toEqual([
      [clientActionId, 'pending'],
    ]);
    await mine.waitForStatus(DRESSING, 'Acceptée');
    await mine.pendingSync(DRESSING).waitFor();

    // Back on the same data and port; `online` again asks for a replay at once (the timer's
    // back-off would get there too, later).
    server = await startServer({}, { dataDir, port });
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await mine.waitForSynced(DRESSING);
    expect(await mine.outbox()).toEqual([]);
    await mine.waitForStatus(DRESSING, 'Acceptée');

    const mission = await served(DRESSING);
    expect(mission.status).toBe('accepted');
    // The earlier story is intact.
    expect((await served(EVENING)).status).toBe('in_progress');

    // Sent again (a lost answer), the same action gets the same answer and changes nothing.
    await expect.poll(() => answers.some((a) => a.client_action_id === clientActionId)).toBe(true);
    const first = answers.find((a) => a.client_action_id === clientActionId);
    expect(first?.status).toBe(200);
    const token = await apiLogin(server, nurse.email, nurse.password);
    const again = await apiRequest<SyncResponse>(server, 'POST', '/sync/actions', token, {
      actions: [
        {
          client_action_id: clientActionId,
          prestation_id: missionId,
          kind: 'accept',
          at: queued?.at,
        },
      ],
    });
    expect(again.results).toEqual([first]);
    expect(await served(DRESSING)).toEqual(mission);

    // The audit log applied each tap exactly once.
    await server.stop({ keepDataDir: true });
    const audit = await auditCounts(dataDir);
    expect(audit.get(`${missionId} accept`)).toBe(1);
    expect(audit.get(`${missionIds[EVENING]} accept`)).toBe(1);
    expect(audit.get(`${missionIds[EVENING]} start`)).toBe(1);
  });
});
