/**
 * Two-factor sign-in in Chromium (docs/product-rules.md §22), with REQUIRE_ADMIN_2FA: the
 * administrator's first sign-in takes her to her profile's « Double authentification » with a
 * message; at 390 px the setup is usable (QR code, grouped key, code field); at 1366 px she
 * enables it with a code computed from the key shown (the `otpauth` library, as an
 * authenticator app does), gets her ten recovery codes once (copy, .txt download), signs out and
 * in again with a code, then with a recovery code, which works once. Screenshots with
 * SCREENSHOTS_DIR.
 */
import { readFile } from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  WIDE,
  shoot,
  expectNoA11yViolations,
  horizontalOverflow,
  newPage,
  smallTouchTargets,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';
import { LoginPage } from './pages/login-page.ts';

const ENROL_MESSAGE = /Votre compte administrateur doit utiliser la double authentification/;
const CODE_LABEL = "Code de l'application d'authentification ou code de secours";

/** The six digits an authenticator app shows for `secret`, `ahead` steps of 30 s from now. */
function codeFor(secret: string, ahead = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + ahead * 30_000,
  });
}

describe('two-factor sign-in', () => {
  let server: TestServer;
  const story = browserStory({ REQUIRE_ADMIN_2FA: 'true' });
  let secret = '';
  let recoveryCodes: string[] = [];

  async function open(viewport: { width: number; height: number }): Promise<Page> {
    const { context, page } = await newPage(story.browser, server, { viewport });
    story.contexts.push(context);
    return page;
  }

  const section = (page: Page) => page.locator('#double-authentification');

  beforeAll(async () => {
    server = story.server;
  });

  it('at 390 px: the administrator is taken to the section, whose setup is usable', async () => {
    const page = await open(PHONE);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(server.admin.email, server.admin.password);
    // Her token opens nothing else: the app takes her to her profile with the reason.
    await waitForPath(page, '/profile');
    await expect.poll(() => page.url()).toContain('#double-authentification');
    await section(page).getByText(ENROL_MESSAGE).waitFor();
    // Another screen leads back there.
    await page.goto('/users');
    await waitForPath(page, '/profile');
    await section(page).getByText(ENROL_MESSAGE).waitFor();

    await section(page).getByRole('button', { name: 'Activer la double authentification' }).click();
    const qr = section(page).getByRole('img', { name: /QR code de la double authentification/ });
    await qr.waitFor();
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(200);
    // The key in groups of four, focus on the steps' heading.
    const shown = (await section(page).locator('code.two-factor__secret').innerText()).trim();
    expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('1. Ajoutez Relève à votre application');
    await page.getByLabel('Code à six chiffres affiché par l’application').waitFor();
    await expectNoA11yViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTouchTargets(page)).toEqual([]);
    await shoot(page, 'two-factor-setup-390');
    await section(page).getByRole('button', { name: 'Annuler' }).click();
    await section(page)
      .getByRole('button', { name: 'Activer la double authentification' })
      .waitFor();
  });

  it('at 1366 px: she enables it with a code from the shown key, then signs in with a code and a recovery code', async () => {
    const page = await open(WIDE);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(server.admin.email, server.admin.password);
    await waitForPath(page, '/profile');
    await section(page).getByText(ENROL_MESSAGE).waitFor();

    await section(page).getByRole('button', { name: 'Activer la double authentification' }).click();
    await section(page)
      .getByRole('img', { name: /QR code/ })
      .waitFor();
    const shown = await section(page).locator('code.two-factor__secret').innerText();
    secret = shown.replace(/\s/g, '');
    const field = page.getByLabel('Code à six chiffres affiché par l’application');
    // The contract's schema in the browser first, then a wrong code refused by the server.
    await field.fill('12.34');
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await section(page)
      .getByText('Ce code ne contient que des chiffres, des lettres et des tirets.')
      .waitFor();
    await field.fill(codeFor(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    await section(page).getByText('Code incorrect.').waitFor();
    await shoot(page, 'two-factor-setup-1366');

    await field.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Confirmer et activer' }).click();
    const list = section(page).locator('ol.two-factor__codes li');
    await list.first().waitFor();
    recoveryCodes = (await list.allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await section(page)
      .getByText(/ils ne seront plus jamais affichés/)
      .waitFor();
    // The enrolment message is gone; the rest of the app opens.
    expect(await section(page).getByText(ENROL_MESSAGE).count()).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'two-factor-codes-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page).getByRole('button', { name: 'Télécharger (.txt)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('releve-codes-de-secours.txt');
    const text = await readFile((await download.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);

    await section(page).getByRole('button', { name: 'J’ai noté mes codes' }).click();
    await section(page).getByText('Activée', { exact: true }).waitFor();
    expect(await section(page).locator('ol.two-factor__codes').count()).toBe(0);
    await page.goto('/users');
    await waitForPath(page, '/users');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).not.toContain('/profile');

    // Signs out and in again: the password, then a code of the next step (this one is used).
    await page.goto('/profile');
    await page
      .locator('#content')
      .getByRole('button', { name: 'Déconnexion', exact: true })
      .click();
    await waitForPath(page, '/login');
    await login.liveForm().waitFor();
    await login.login(server.admin.email, server.admin.password);
    await page.getByLabel(CODE_LABEL).fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await waitForPath(page, '/dashboard');

    // And with a recovery code, once.
    for (const expected of ['ok', 'refused'] as const) {
      await page.goto('/profile');
      await page
        .locator('#content')
        .getByRole('button', { name: 'Déconnexion', exact: true })
        .click();
      await waitForPath(page, '/login');
      await login.liveForm().waitFor();
      await login.login(server.admin.email, server.admin.password);
      await page.getByLabel(CODE_LABEL).fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Valider le code' }).click();
      if (expected === 'ok') await waitForPath(page, '/dashboard');
      else await page.getByText('Code incorrect.').waitFor();
    }
  });

  it('at 390 px: signed in with a recovery code, the section says it is on and can turn it off', async () => {
    const page = await open(PHONE);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(server.admin.email, server.admin.password);
    await page.getByLabel(CODE_LABEL).fill(recoveryCodes[1]!);
    await page.getByRole('button', { name: 'Valider le code' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/profile#double-authentification');
    await section(page).getByText('Activée', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await smallTouchTargets(page)).toEqual([]);
    await shoot(page, 'two-factor-enabled-390');
    await page.getByLabel('Code de l’application ou code de secours').fill(recoveryCodes[2]!);
    await page.getByRole('button', { name: 'Désactiver la double authentification' }).click();
    await section(page)
      .getByRole('button', { name: 'Activer la double authentification' })
      .waitFor();
    // Under REQUIRE_ADMIN_2FA, without it she is again held to this section.
    await section(page).getByText(ENROL_MESSAGE).waitFor();
    await page.goto('/users');
    await waitForPath(page, '/profile');
  });
});
