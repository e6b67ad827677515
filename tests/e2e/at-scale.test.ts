/**
 * At scale (issue 16, docs/product-rules.md §14), in real Chromium: the administrator searches
 * and pages « Prestations » (a bounded first page, « Voir plus » from X-Next-Cursor, an
 * accent-insensitive search), and a nurse's phone receives a change through
 * `GET /sync/missions?since=` — a small delta, not her whole list.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import type { SyncMissionsResponse } from '../../src/contract/sync.ts';
import {
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  apiLogin,
  apiRequest,
  horizontalOverflow,
  launchBrowser,
  newPage,
  plannedWindow,
  registerApproved,
  smallTouchTargets,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';
import { MissionsManagementPage } from './pages/missions-management-page.ts';
import { MissionsMyMissionsPage } from './pages/missions-my-missions-page.ts';

const institution = {
  email: 'planning@clinique-du-parc.fr',
  password: 'Parc-Planning-2025',
  first_name: 'Hélène',
  last_name: 'Garnier',
  name: 'Clinique du Parc',
  phone: '04 72 10 20 30',
  address: '155 boulevard de Stalingrad, 69006 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 30,
    weekend_rate: 36,
    night_week_rate: 41,
    night_weekend_rate: 46,
    travel_fee: 7,
  },
};

const nurse = {
  email: 'elodie.faure@example.fr',
  password: 'Elodie-Faure-Soins-69',
  first_name: 'Élodie',
  last_name: 'Faure',
  phone: '06 12 34 56 78',
  address: '3 quai Saint-Antoine, 69002 Lyon',
  role: 'nurse',
};

/** Missions of the clinic without anyone: more than one page. */
const FILLER = 53;
const HERS = ['Visite du matin — chambre 12', 'Nuit — unité Alzheimer'];
/** Hers, cancelled, planned 40 days ago: not kept on the phone, read from the server on demand. */
const OLD = 'Remplacement de juillet — 2e étage';
const TOTAL = FILLER + HERS.length + 1;
const SCREENSHOTS = process.env.AT_SCALE_SCREENSHOTS ?? '/tmp';

describe('at scale: searched and paged lists, phones refreshed by delta', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;
  const ids: Record<string, string> = {};
  const contexts: BrowserContext[] = [];

  async function signIn(page: Page, email: string, password: string, landing: string) {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await toast(page, 'Connexion réussie!').waitFor();
    await waitForPath(page, landing);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    const institutionId = await registerApproved(server, adminToken, institution);
    const nurseId = await registerApproved(server, adminToken, nurse);
    const create = async (name: string, hours: number, assigned: boolean) => {
      const { prestation } = await apiRequest<{ prestation: Prestation }>(
        server,
        'POST',
        '/prestations',
        adminToken,
        {
          name,
          description: 'Transmissions dans le classeur.',
          ...plannedWindow(hours, 4),
          etablissement_id: institutionId,
          assigned_to: assigned ? nurseId : null,
        },
      );
      ids[name] = prestation.id;
    };
    for (let i = 1; i <= FILLER; i += 1) await create(`Garde n° ${i}`, 24 + i, false);
    for (const [index, name] of HERS.entries()) await create(name, 48 + index * 24, true);
    await create(OLD, -40 * 24, true);
    await apiRequest(server, 'PUT', `/prestations/${ids[OLD]}/cancel`, adminToken);
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('pages the administrator’s « Prestations » 50 at a time and searches them', async () => {
    const { context, page } = await newPage(browser, server, {
      viewport: { width: 1366, height: DESKTOP_VIEWPORT.height },
    });
    contexts.push(context);
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/prestations') lists.push(url.search);
    });
    await signIn(page, server.admin.email, server.admin.password, '/dashboard');
    const missions = new MissionsManagementPage(page);
    await missions.goto();

    const count = page.getByRole('status').filter({ hasText: /prestations? affichées?/ });
    await expect.poll(() => count.innerText()).toBe('50 prestations affichées');
    // Soonest first is the list's default order (« À venir d'abord »).
    expect(lists).toEqual(['?limit=50&sort=soonest']);
    await page.screenshot({
      path: `${SCREENSHOTS}/at-scale-prestations-1366.png`,
      fullPage: false,
    });

    await page.getByRole('button', { name: 'Voir plus', exact: true }).click();
    await expect.poll(() => count.innerText()).toBe(`${TOTAL} prestations affichées`);
    expect(lists[1]).toMatch(/^\?limit=50&sort=soonest&cursor=[A-Za-z0-9_-]+$/);
    expect(await page.getByRole('button', { name: 'Voir plus', exact: true }).count()).toBe(0);

    // Accent- and case-insensitive: « elodie » finds the missions of Élodie Faure.
    const search = page.getByRole('searchbox', { name: 'Rechercher' });
    await search.fill('elodie');
    await expect.poll(() => count.innerText()).toBe('3 prestations affichées');
    // At 1366 px the administrator's list is the dense table: one row per mission.
    for (const name of [...HERS, OLD]) {
      await page.getByRole('row').filter({ hasText: name }).first().waitFor();
    }
    expect(new URLSearchParams(lists.at(-1)).get('q')).toBe('elodie');
    // Debounced: one request for the word, not one per letter.
    expect(lists.filter((search) => search.includes('q=')).length).toBe(1);

    await page.getByLabel('Statut', { exact: true }).selectOption('pending');
    await page.getByText('Aucune prestation ne correspond à ces critères.').waitFor();
    await page.getByRole('button', { name: 'Effacer les filtres', exact: true }).click();
    // Back to the whole list as it was loaded (both pages).
    await expect.poll(() => count.innerText()).toBe(`${TOTAL} prestations affichées`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/at-scale-prestations-390.png`, fullPage: false });
    expect(await horizontalOverflow(page)).toBe(0);
    const filters = page.getByRole('search', { name: 'Rechercher et filtrer les prestations' });
    await filters.waitFor();
    expect(await smallTouchTargets(page)).toEqual([]);

    // « Utilisateurs »: the same search, and the role filter.
    const users: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/users') users.push(url.search);
    });
    await page.goto('/users');
    await waitForPath(page, '/users');
    const accounts = page.getByRole('status').filter({ hasText: /comptes? affichés?/ });
    await expect.poll(() => accounts.innerText()).toBe('3 comptes affichés');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('faure');
    await expect.poll(() => accounts.innerText()).toBe('1 compte affiché');
    await page.getByLabel('Rôle', { exact: true }).selectOption('institution');
    await page.getByText('Aucun compte ne correspond à ces critères.').waitFor();
    expect(users).toEqual(['?limit=50', '?limit=50&q=faure', '?limit=50&q=faure&role=institution']);
    await page.getByRole('button', { name: 'Effacer les filtres', exact: true }).click();
    await expect.poll(() => accounts.innerText()).toBe('3 comptes affichés');
    await page.screenshot({ path: `${SCREENSHOTS}/at-scale-users-390.png`, fullPage: false });
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('refreshes the nurse’s phone with the delta since its cursor only', async () => {
    const { context, page } = await newPage(browser, server, {
      viewport: { width: 390, height: MOBILE_VIEWPORT.height },
    });
    contexts.push(context);
    const deltas: { since: string | null; bytes: number; body: SyncMissionsResponse }[] = [];
    const seen: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/sync/missions' || response.status() !== 200) return;
      seen.push(
        response.text().then((text) => {
          deltas.push({
            since: url.searchParams.get('since'),
            bytes: Buffer.byteLength(text),
            body: JSON.parse(text) as SyncMissionsResponse,
          });
        }),
      );
    });

    await signIn(page, nurse.email, nurse.password, '/dashboard');
    const mine = new MissionsMyMissionsPage(page);
    await mine.goto();
    for (const name of HERS) await mine.waitForStatus(name, 'Assignée');
    await Promise.all(seen);
    const first = deltas.find((delta) => delta.since === null);
    expect(first?.body.changed.map((m) => m.name).sort()).toEqual([...HERS, OLD].sort());
    // Served, but older than the 30 days the phone keeps: only on demand, from the server.
    expect(await mine.card(OLD).count()).toBe(0);
    await page.getByRole('button', { name: "Voir l'historique plus ancien", exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: OLD }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'affichée' }).innerText()).toBe(
      '1 prestation affichée',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/at-scale-history-390.png`, fullPage: true });

    // The administrator cancels one: her phone is told (notification), and asks for the delta.
    const before = deltas.length;
    await apiRequest(server, 'PUT', `/prestations/${ids[HERS[0]!]}/cancel`, adminToken);
    await mine.waitForStatus(HERS[0]!, 'Annulée');
    await expect.poll(() => deltas.length).toBeGreaterThan(before);
    await Promise.all(seen);
    const delta = deltas.slice(before).find((d) => d.body.changed.length > 0);
    expect(delta?.since).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(delta?.body.changed.map((m) => [m.name, m.status])).toEqual([[HERS[0], 'cancelled']]);
    expect(delta?.body.removed).toEqual([]);
    // One mission, not her list: small.
    expect(delta?.bytes).toBeLessThan(3_000);

    // Back to the app (screen shown again): nothing changed, an empty delta under 100 bytes.
    const idle = deltas.length;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => deltas.length).toBeGreaterThan(idle);
    await Promise.all(seen);
    const empty = deltas.at(-1)!;
    expect(empty.since).not.toBeNull();
    expect(empty.body.changed).toEqual([]);
    expect(empty.bytes).toBeLessThan(100);
    expect(await mine.card(HERS[1]!).isVisible()).toBe(true);
  });
});
