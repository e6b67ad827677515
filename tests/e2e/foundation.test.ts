/**
 * The foundation story: a nurse registers on her phone, waits for the administrator, is
 * approved and signs in; an establishment does the same and lands on its own dashboard.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/contract/common.ts';
import { menuFor, moreFor } from '../../src/app/ui/menu-items.ts';

import {
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  apiGet,
  apiLogin,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { RegisterPage, type Registration } from './pages/register-page.ts';
import { UsersPage } from './pages/users-page.ts';

const menuLabels = (role: Role) => menuFor(role).map((entry) => entry.label);

const nurse: Registration = {
  first_name: 'Inès',
  last_name: 'Moreau',
  email: 'ines.moreau@example.fr',
  password: 'Soins-de-nuit-2025',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas, 69003 Lyon',
  role: 'nurse',
};

const institution: Registration = {
  first_name: 'Claire',
  last_name: 'Fabre',
  email: 'direction@clinique-du-parc.fr',
  password: 'Clinique-du-Parc-69',
  phone: '04 78 00 11 22',
  address: '3 avenue du Parc, 69006 Lyon',
  role: 'établissement de santé',
  name: 'Clinique du Parc',
  tariffs: {
    'Tarif semaine (€/h)': '32.5',
    'Tarif week-end (€/h)': '38',
    'Tarif nuit semaine (€/h)': '41.25',
    'Frais de déplacement (€)': '12',
  },
};

const GUARDED = [
  '/',
  '/dashboard',
  '/users',
  '/institution-dashboard',
  '/institutions',
  '/prestations',
  '/mes-prestations',
  '/schedules',
  '/messages',
  '/payslips',
  '/teams',
  '/exchanges',
  '/notifications',
  '/profile',
  '/payrolls',
  '/heures-a-valider',
];

describe('foundation: registration, approval, sign-in', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function open(viewport?: { width: number; height: number }) {
    const { context, page } = await newPage(browser, server, viewport ? { viewport } : {});
    contexts.push(context);
    return page;
  }

  async function adminApproves(name: string) {
    const page = await open(DESKTOP_VIEWPORT);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(server.admin.email, server.admin.password);
    await waitForPath(page, '/dashboard');
    await new AppFrame(page).navigate('Utilisateurs');
    const users = new UsersPage(page);
    await users.heading().waitFor();
    await users.card(name).waitFor();
    expect(await users.status(name)).toBe('En attente');
    await users.approve(name);
    await expect
      .poll(() =>
        users
          .card(name)
          .getByRole('button', { name: /^Approuver/ })
          .count(),
      )
      .toBe(0);
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor of any guarded route to /login', async () => {
    const page = await open();
    for (const path of GUARDED) {
      await page.goto(path);
      await waitForPath(page, '/login');
      await new LoginPage(page).heading().waitFor();
    }
  });

  it('shows the sign-in screen of docs/product-rules.md §1, without accessibility violations', async () => {
    const page = await open();
    const login = new LoginPage(page);
    await login.goto();
    await page.getByText('Relève', { exact: true }).waitFor();
    await page.getByText('Vos missions de soin, même hors ligne.', { exact: true }).waitFor();
    await page.getByText('Connectez-vous à votre compte professionnel', { exact: true }).waitFor();
    await page.getByText('Pas encore de compte ?', { exact: true }).waitFor();
    expect(await login.email().getAttribute('type')).toBe('email');
    expect(await login.password().getAttribute('type')).toBe('password');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    await login.registerLink().click();
    await waitForPath(page, '/register');
    const register = new RegisterPage(page);
    await register.heading().waitFor();
    await page.getByText('Créez votre compte professionnel', { exact: true }).waitFor();
    expect(await register.field('Rôle').inputValue()).toBe('nurse');
    expect(await register.field("Nom de l'établissement").count()).toBe(0);
    await expectNoA11yViolations(page);

    await register.field('Rôle').selectOption('établissement de santé');
    await register.field("Nom de l'établissement").waitFor();
    for (const label of [
      'Tarif semaine (€/h)',
      'Tarif week-end (€/h)',
      'Tarif nuit semaine (€/h)',
      'Tarif nuit week-end (€/h)',
      'Frais de déplacement (€)',
    ]) {
      const input = register.field(label);
      expect(await input.inputValue()).toBe('');
      // The decimal keypad; « 39,5 » and « 39.5 » alike (MoneyField), never a number input.
      expect(await input.getAttribute('inputmode')).toBe('decimal');
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('paints the sign-in screen from the HTML alone, and the app takes it over in place', async () => {
    // Before any script: the screen is there, but its form cannot be sent (nor typed into).
    const bare = await browser.newContext({ baseURL: server.baseUrl, javaScriptEnabled: false });
    contexts.push(bare);
    const still = await bare.newPage();
    await still.goto('/login');
    expect(await still.title()).toBe('Connexion · Relève');
    const login = new LoginPage(still);
    await login.heading().waitFor();
    await still.getByText('Connectez-vous à votre compte professionnel', { exact: true }).waitFor();
    expect(await still.locator('form.auth__form').getAttribute('inert')).toBe('');
    expect(await still.locator('form.auth__form input[readonly]').count()).toBe(2);

    // With scripts, held back a moment: the same boxes before and after the app's first render,
    // and no layout shift.
    const page = await open();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/login');
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const boxes = () =>
      page.evaluate(() =>
        [
          '.auth__product',
          '.auth__title',
          '.auth__description',
          'input[name=email]',
          'input[name=password]',
          'button[type=submit]',
        ].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return box ? [box.x, box.y, box.width, box.height].map(Math.round) : null;
        }),
      );
    const live = new LoginPage(page);
    expect(await page.locator('form.auth__form[inert]').count()).toBe(1);
    const painted = await boxes();
    expect(painted.every((box) => box !== null)).toBe(true);
    release();
    await live.liveForm().waitFor();
    expect(await boxes()).toEqual(painted);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    // The first screen's stylesheet is in the page: none is fetched.
    expect(stylesheets).toEqual([]);
    // And it works: an empty submit is caught in the browser.
    await live.submit().click();
    await expect.poll(() => live.email().getAttribute('aria-invalid')).toBe('true');
  });

  it('registers a nurse on a 360 px phone; she cannot sign in while pending', async () => {
    const page = await open();
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(nurse);
    await toast(
      page,
      "Inscription réussie ! Attendez l'approbation de l'administrateur.",
    ).waitFor();
    await waitForPath(page, '/login');
    // The page itself says it, not only the passing toast.
    await page
      .getByRole('status')
      .filter({ hasText: 'Il attend l’approbation de l’administrateur' })
      .waitFor();

    const login = new LoginPage(page);
    await login.login(nurse.email, nurse.password);
    // A refusal is said in the form, above the button, not in a toast over the logo.
    await page
      .locator('form')
      .getByRole('alert')
      .getByText("Votre compte est en attente de validation par l'administrateur.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();

    // The same email twice: the server's French validation message (a 422 on `email`) is shown
    // as is, under the e-mail field, not in a toast.
    await register.goto();
    await register.register(nurse);
    expect(await register.fieldError('E-mail')).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect(new URL(page.url()).pathname).toBe('/register');
  });

  it('lets the administrator approve her from /users, without accessibility violations', async () => {
    const page = await adminApproves('Inès Moreau');
    await page.getByRole('banner').getByText('Administrateur', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    // The same screen on a phone.
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
  });

  it('signs the approved nurse in on her phone, to « Bienvenue, Inès! »', async () => {
    const page = await open();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(nurse.email, nurse.password);
    await toast(page, 'Connexion réussie!').waitFor();
    await waitForPath(page, '/dashboard');
    const frame = new AppFrame(page);
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Inès!' }).waitFor();
    await frame.topbar().getByText('Inès Moreau', { exact: true }).waitFor();
    await frame.topbar().getByText('Infirmier(ère)', { exact: true }).waitFor();
    expect(await frame.bell().getAttribute('href')).toBe('/notifications');
    expect(await horizontalOverflow(page)).toBe(0);

    // Her phone: no menu button, a tab bar of her four daily screens, « Plus » for the rest.
    expect(await frame.menuButton().count()).toBe(0);
    expect(await frame.menu().isVisible()).toBe(false);
    expect((await frame.tabBar().getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Accueil',
      'Missions',
      'À pourvoir',
      'Messages',
    ]);
    expect(
      await frame.tabBar().getByRole('link', { name: 'Accueil' }).getAttribute('aria-current'),
    ).toBe('page');
    // « Plus »: collapsed, opened by its button, closed by Escape, focus back on the button.
    expect(await frame.moreButton().getAttribute('aria-expanded')).toBe('false');
    await frame.moreButton().focus();
    await page.keyboard.press('Enter');
    expect(await frame.moreButton().getAttribute('aria-expanded')).toBe('true');
    // The rest of the role's menu of docs/product-rules.md §1, then « Déconnexion ».
    const labels = moreFor('nurse').map((entry) => entry.label);
    expect(await frame.moreMenu().getByRole('link').allInnerTexts()).toEqual(labels);
    await frame.moreMenu().getByRole('button', { name: 'Déconnexion' }).waitFor();
    // Focus enters the sheet on its first link; Tab goes to the next one.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe(labels[0]);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(labels[1]);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    expect(await frame.moreButton().getAttribute('aria-expanded')).toBe('false');
    expect(await frame.moreButton().evaluate((el) => el === document.activeElement)).toBe(true);

    // Following a link with the keyboard closes the sheet and puts focus on the new screen's
    // content.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitForPath(page, moreFor('nurse')[1]?.path ?? '');
    // The URL changes before React renders the new screen: wait for the focus to move.
    await page.waitForFunction(() => document.activeElement?.id === 'content');
    expect(await frame.moreButton().getAttribute('aria-expanded')).toBe('false');

    // Her screens open; admin-only and institution-only screens are closed to her.
    await page.goto('/schedules');
    await page.getByRole('heading', { level: 1, name: 'Horaires & Disponibilités' }).waitFor();
    for (const path of ['/users', '/institution-dashboard', '/login', '/register']) {
      await page.goto(path);
      await waitForPath(page, '/dashboard');
    }

    // Sign-out invalidates the session; guarded routes then lead to /login again.
    const token = await page.evaluate(() => localStorage.getItem('releve.token'));
    expect(token).toBeTruthy();
    await frame.logout();
    expect(await page.evaluate(() => localStorage.getItem('releve.token'))).toBeNull();
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
  });

  it('drops a stored token the server refuses, silently', async () => {
    const page = await open();
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('releve.token', 'not-a-token'));
    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('releve.token'))).toBeNull();
    expect(await page.locator('.Toastify__toast').count()).toBe(0);
  });

  it('registers an establishment with its name and tariffs; once approved it lands on /institution-dashboard', async () => {
    const page = await open();
    const register = new RegisterPage(page);
    await register.goto();
    await register.register(institution);
    await toast(
      page,
      "Inscription réussie ! Attendez l'approbation de l'administrateur.",
    ).waitFor();
    await waitForPath(page, '/login');

    // The tariffs travelled as numbers, the empty one was left undefined.
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    const users = await apiGet<
      { email: string; role: string; name: string; tarification: Record<string, number | null> }[]
    >(server, '/users', adminToken);
    const created = users.find((u) => u.email === institution.email);
    expect(created).toMatchObject({
      role: 'institution',
      name: 'Clinique du Parc',
      tarification: {
        weekday_rate: 32.5,
        weekend_rate: 38,
        night_week_rate: 41.25,
        night_weekend_rate: null,
        travel_fee: 12,
      },
    });

    await adminApproves('Clinique du Parc');

    const login = new LoginPage(page);
    await login.goto();
    await login.login(institution.email, institution.password);
    await toast(page, 'Connexion réussie!').waitFor();
    await waitForPath(page, '/institution-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Bienvenue, Claire!' }).waitFor();
    const frame = new AppFrame(page);
    await frame.topbar().getByText('Établissement de santé', { exact: true }).waitFor();
    expect(await frame.menuLabels()).toEqual(menuLabels('institution'));
    expect(
      await frame.topbar().getByRole('link', { name: 'Relève', exact: true }).getAttribute('href'),
    ).toBe('/institution-dashboard');
    await page.goto('/dashboard');
    await waitForPath(page, '/institution-dashboard');
  });
});
