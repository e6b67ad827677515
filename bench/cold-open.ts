/**
 * Offline cold open of « Mes prestations »: how long a nurse waits, with no network, between
 * opening the app on /mes-prestations and seeing her first mission card. Real Chromium against
 * the built PWA served by the real server (in this process, embedded PGlite): she signs in and
 * opens the page online (the service worker installs, her ~200 missions land in IndexedDB),
 * the network is cut, the page closed, and a new page opened on /mes-prestations five times.
 * The time runs from the navigation's start (performance.timeOrigin) to the first animation
 * frame after the first card entered the DOM; the median of the five.
 *
 *   node --no-liftoff --import tsx bench/cold-open.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { and, eq, gte, notInArray, or } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { missions, users } from '../src/server/db/schema.ts';
import { historyHorizon } from '../src/app/offline/mission-window.ts';
import { launchBrowser, MOBILE_VIEWPORT } from '../tests/e2e/harness.ts';
import { startBenchServer } from './lib/server.ts';
import { seedMissions } from './missions-seed.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const RUNS = 5;
const PASSWORD = 'Banc-d-essai-Releve-2025';
const CARD = 'li.mission-card';

declare global {
  interface Window {
    /** Set by the init script: ms from navigation start to the frame showing the first card. */
    __firstCardMs?: number;
  }
}

/** Runs in every new document before the app: notes when the first mission card shows. */
function watchFirstCard(selector: string) {
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__firstCardMs = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

async function openOffline(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto('/mes-prestations');
    await page.locator(CARD).first().waitFor({ state: 'visible' });
    await page.waitForFunction(() => window.__firstCardMs !== undefined);
    const ms = await page.evaluate(() => window.__firstCardMs ?? Number.NaN);
    const state = await page.evaluate(() => ({
      online: navigator.onLine,
      controlled: navigator.serviceWorker.controller !== null,
    }));
    if (state.online) throw new Error('the page believes it is online');
    if (!state.controlled) throw new Error('the page was not served by the service worker');
    return ms;
  } finally {
    await page.close();
  }
}

export interface ColdOpen {
  /** Median over the runs, ms. */
  ms: number;
  runs: number[];
  /** Missions stored on the device and listed. */
  missions: number;
}

export async function benchColdOpen(): Promise<ColdOpen> {
  if (!existsSync(join(DIST, 'index.html'))) {
    execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  const server = await startBenchServer({ staticDir: DIST });
  let browser: Browser | undefined;
  try {
    const { db } = server.database;
    // One professional with a realistic year: ~200 missions around today, every status.
    const seeded = await seedMissions(db, {
      institutions: 5,
      professionals: 1,
      missions: 220,
      passwordHash: await hashPassword(PASSWORD),
      emailPrefix: 'cold-open',
    });
    const [nurse] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, seeded.professionalIds[0] ?? ''));
    if (!nurse) throw new Error('no professional was seeded');
    // What her phone keeps: the missions to come and those of the last 30 days (older history
    // is read from the server on demand).
    const listed = await db.$count(
      missions,
      and(
        eq(missions.assignedTo, nurse.id),
        or(
          notInArray(missions.status, ['completed', 'cancelled']),
          gte(missions.dateEnd, new Date(historyHorizon(Date.now()))),
        ),
      ),
    );

    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: MOBILE_VIEWPORT,
      hasTouch: true,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      serviceWorkers: 'allow',
    });
    context.setDefaultTimeout(30_000);
    await context.addInitScript(watchFirstCard, CARD);

    // Online: sign in, open the list, let the service worker take control and the list settle.
    const page = await context.newPage();
    await signIn(page, nurse.email);
    await page.goto('/mes-prestations');
    await page.locator(CARD).first().waitFor({ state: 'visible' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForLoadState('networkidle');
    const cards = await page.locator(CARD).count();
    if (cards < listed) throw new Error(`${cards} cards online, ${listed} missions kept`);
    await page.close();

    await context.setOffline(true);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await openOffline(context));
    const sorted = [...runs].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return {
      ms: Math.round(median),
      runs: runs.map((ms) => Math.round(ms)),
      missions: listed,
    };
  } finally {
    await browser?.close();
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ms, runs, missions: count } = await benchColdOpen();
  console.log(
    `Ouverture à froid hors ligne de « Mes prestations » (${count} prestations) : ` +
      `médiane ${ms} ms (${runs.join(', ')} ms)`,
  );
}
