/**
 * Forms that point at the field, on a 390 px phone: the contract's own schema checks a form in
 * the browser before anything is sent, each problem is said under its field (`aria-invalid`,
 * `aria-describedby`) with the first wrong field focused, and a server 422 lands under the field
 * its `loc` names — never in a toast.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToLocalInput } from '../../src/domain/time/instant-to-local-input.ts';
import {
  PHONE,
  apiLogin,
  expectNoA11yViolations,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';
import { MissionsInstitutionDashboard } from './pages/missions-institution-dashboard.ts';
import { RegisterPage } from './pages/register-page.ts';

const PARIS = 'Europe/Paris';

const institution = {
  email: 'cadre@clinique-du-parc.fr',
  password: 'Clinique-Parc-Cadre-2026',
  first_name: 'Inès',
  last_name: 'Lambert',
  name: 'Clinique du Parc',
  phone: '04 78 11 22 33',
  address: '12 avenue du Parc, 69006 Lyon',
  role: 'établissement de santé',
};

/** Counts the calls the page makes to one API route (to prove that none was made). */
function countCalls(page: Page, method: string, path: string) {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

/** The text of what a field points at (`aria-describedby`): its hint and its error. */
async function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
}

describe('forms: errors under their fields, nothing sent when the browser knows better', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function phonePage() {
    const { context, page } = await newPage(browser, server, { viewport: PHONE });
    contexts.push(context);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    await registerApproved(server, adminToken, institution);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('catches an empty login form: both fields marked, the first focused, nothing sent', async () => {
    const page = await phonePage();
    const login = new LoginPage(page);
    await login.goto();
    const logins = countCalls(page, 'POST', '/api/auth/login');

    await login.submit().click();
    await page.locator('[aria-invalid="true"]').nth(1).waitFor();
    expect(await login.email().getAttribute('aria-invalid')).toBe('true');
    expect(await login.password().getAttribute('aria-invalid')).toBe('true');
    expect(await description(login.email())).toBe("L'adresse e-mail est obligatoire.");
    expect(await description(login.password())).toBe('Le mot de passe est obligatoire.');
    expect(await login.email().evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    // No toast covers the form, and no « ., » anywhere.
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    await expectNoA11yViolations(page);
    expect(logins()).toBe(0);

    // Typing clears the field's mark; the real sign-in then goes through once.
    await login.email().fill(institution.email);
    expect(await login.email().getAttribute('aria-invalid')).toBeNull();
    await login.password().fill(institution.password);
    await login.submit().click();
    await toast(page, 'Connexion réussie!').waitFor();
    expect(logins()).toBe(1);
  });

  it('says a bad e-mail under the e-mail field at registration, and sends nothing', async () => {
    const page = await phonePage();
    const register = new RegisterPage(page);
    await register.goto();
    const registrations = countCalls(page, 'POST', '/api/auth/register');

    await register.register({
      first_name: 'Hélène',
      last_name: 'Roux',
      email: 'helene.roux@',
      password: 'Helene-Roux-Soins-2026',
      phone: '06 11 22 33 44',
      address: '5 rue Mercière, 69002 Lyon',
      role: 'nurse',
    });
    const email = register.field('E-mail');
    await page.locator('[aria-invalid="true"]').first().waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await description(email)).toBe("L'adresse e-mail n'est pas valide.");
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
    await expectNoA11yViolations(page);
    expect(registrations()).toBe(0);
  });

  it('puts the server’s 422 on a start in the past under « Début »', async () => {
    const page = await phonePage();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(institution.email, institution.password);
    await waitForPath(page, '/institution-dashboard');
    const dashboard = new MissionsInstitutionDashboard(page);
    const creations = countCalls(page, 'POST', '/api/prestations');

    // Yesterday: the browser's schema cannot know the server's clock rule, the server says it.
    const start = Math.floor((Date.now() - 86_400_000) / 60_000) * 60_000;
    await dashboard.openDialog();
    await dashboard.fillAndSubmit({
      name: 'Nuit de remplacement',
      start: instantToLocalInput(start, PARIS),
      end: instantToLocalInput(start + 8 * 3_600_000, PARIS),
    });
    const startField = dashboard.field('Début');
    await dashboard.dialog().locator('[aria-invalid="true"]').waitFor();
    expect(creations()).toBe(1);
    expect(await startField.getAttribute('aria-invalid')).toBe('true');
    expect(await description(startField)).toBe(
      'Heure de Paris. | La prestation doit commencer dans le futur.',
    );
    expect(await startField.evaluate((element) => element === document.activeElement)).toBe(true);
    // No toast of the refusal (the sign-in's « Connexion réussie! » may still be leaving).
    expect(
      await page.locator('.Toastify__toast').filter({ hasNotText: 'Connexion réussie' }).count(),
    ).toBe(0);
    await expectNoA11yViolations(page);
  });
});
