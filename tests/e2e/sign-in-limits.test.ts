/**
 * Sign-in limits in the browser (docs/product-rules.md §17): the nurse's phone keeps the device
 * cookie a sign-in sets (HttpOnly, SameSite=Strict: the app itself stores nothing), so that
 * after others' failed guesses have closed her account to unknown devices, she still signs in
 * from her phone; a browser without the cookie reads the French 429 on the login screen.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  apiLogin,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';

const nurse = {
  email: 'lea.garnier@exemple.fr',
  password: 'Lea-Garnier-Infirmiere-7',
  first_name: 'Léa',
  last_name: 'Garnier',
  phone: '06 21 43 65 87',
  address: '4 quai Saint-Antoine, 69002 Lyon',
  role: 'nurse',
};
const TOO_MANY = 'Trop de tentatives de connexion. Réessayez dans 15 minutes.';

describe('sign-in limits in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    await registerApproved(server, adminToken, nurse);
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('keeps her phone signing in after 25 failed guesses by others; an unknown browser gets the 429', async () => {
    const { context, page } = await newPage(browser, server, { viewport: PHONE });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(nurse.email, nurse.password);
    await waitForPath(page, '/dashboard');

    // The browser holds the device cookie; no script can read it, and the app kept no copy.
    const cookie = (await context.cookies()).find((c) => c.name === 'releve_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('releve_device');
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain(cookie!.value);

    // Others guess her password from 25 addresses (through a proxy on the server's host).
    for (let i = 1; i <= 25; i += 1) {
      await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: nurse.email, password: `devine-${i}-mot-de-passe` }),
      });
    }

    // A browser she never used: the right password is refused, in French.
    const other = await newPage(browser, server, { viewport: PHONE });
    contexts.push(other.context);
    const elsewhere = new LoginPage(other.page);
    await elsewhere.goto();
    await elsewhere.login(nurse.email, nurse.password);
    await other.page.getByText(TOO_MANY).waitFor();
    expect(new URL(other.page.url()).pathname).toBe('/login');

    // Her phone: she signs out and back in, with the cookie the browser sends by itself.
    await new AppFrame(page).logout();
    await login.goto();
    await login.login(nurse.email, nurse.password);
    await waitForPath(page, '/dashboard');
  }, 90_000);
});
