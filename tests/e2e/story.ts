/**
 * What every browser story sets up the same way: its own server (built app, fresh data) and
 * Chromium, one browser context per person, signing in through the login screen, and the
 * people it registers (an establishment, professionals) with all that registration asks.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  ROOT,
  launchBrowser,
  newPage,
  startServer,
  waitForPath,
  type PageOptions,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';

/** The built app the stories serve (`npx vite build`), or E2E_STATIC_DIR. */
export const STATIC_DIR = process.env.E2E_STATIC_DIR ?? join(ROOT, 'dist');

export interface Account {
  email: string;
  password: string;
}

export interface Story {
  readonly server: TestServer;
  readonly browser: Browser;
  /** Every person's browser context, closed after the story. */
  readonly contexts: BrowserContext[];
  /**
   * A new person's page (her own context), signed in through the login screen; resolves once
   * she has left /login, or reached `landing` when given. `before` sees the page first (to
   * listen to its errors from the start).
   */
  signIn(
    account: Account,
    options?: PageOptions & { landing?: string; before?: (page: Page) => void },
  ): Promise<Page>;
}

/**
 * Registers the story's `beforeAll`/`afterAll`: the server (with `env`) and Chromium are
 * started before its first test and stopped after its last. Read `server` and `browser` in
 * tests and hooks, not at the top of the file.
 */
export function browserStory(env: Record<string, string> = {}): Story {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const story: Story = {
    get server() {
      if (!server) throw new Error('the story’s server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the story’s browser is not launched yet');
      return browser;
    },
    contexts,
    async signIn(account, { landing, before, ...pageOptions } = {}) {
      const { context, page } = await newPage(story.browser, story.server, pageOptions);
      contexts.push(context);
      before?.(page);
      const login = new LoginPage(page);
      await login.goto();
      await login.login(account.email, account.password);
      if (landing) await waitForPath(page, landing);
      else await page.waitForURL((url) => url.pathname !== '/login');
      return page;
    },
  };
  beforeAll(async () => {
    server = await startServer({ STATIC_DIR, ...env });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    // A story may have closed a context itself (a person signing out for good).
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  return story;
}

/** An establishment as registration takes it: `who` names it and its manager. */
export function establishmentAccount(who: {
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  password?: string;
  siret?: string;
}) {
  return {
    password: `${who.first_name}-Etablissement-2026`,
    role: 'établissement de santé',
    phone: '04 72 10 20 30',
    address: '155 boulevard de Stalingrad, 69006 Lyon',
    tarification: {
      weekday_rate: 30,
      weekend_rate: 36,
      night_week_rate: 38,
      night_weekend_rate: 42,
      travel_fee: 10,
    },
    ...who,
  };
}

/** A professional (a nurse unless `role` says caregiver) as registration takes her. */
export function professionalAccount(who: {
  email: string;
  first_name: string;
  last_name: string;
  password?: string;
  role?: 'nurse' | 'caregiver';
}) {
  return {
    password: `${who.first_name}-Soins-2026-x`,
    role: 'nurse',
    phone: '06 12 34 56 78',
    address: '3 quai Saint-Antoine, 69002 Lyon',
    ...who,
  };
}
