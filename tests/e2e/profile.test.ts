/**
 * The profile at 390 px: a nurse changes her phone, her password and her photo on /profile;
 * the administrator makes a one-time reset link from the users screen, the nurse opens it and
 * sets a new password; the link opened again no longer works. axe on every screen.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  apiLogin,
  apiGet,
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
import { UsersPage } from './pages/users-page.ts';

const nurse = {
  email: 'ines.moreau@exemple.fr',
  password: 'Ines-Moreau-Infirmiere-1',
  first_name: 'Inès',
  last_name: 'Moreau',
  phone: '06 11 22 33 44',
  address: '8 rue Mercière, 69002 Lyon',
  role: 'nurse',
};
const SECOND = 'Ines-Nouveau-Secret-22';
const THIRD = 'Ines-Apres-Le-Lien-333';

describe('profile for every role', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let nurseId = '';

  async function phonePage(): Promise<Page> {
    const { context, page } = await newPage(browser, server, { viewport: PHONE });
    contexts.push(context);
    return page;
  }

  async function signIn(page: Page, email: string, password: string, home: string) {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, home);
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    nurseId = await registerApproved(server, adminToken, nurse);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('changes her phone, her photo and her password on /profile', async () => {
    const page = await phonePage();
    await signIn(page, nurse.email, nurse.password, '/dashboard');
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await expectNoA11yViolations(page);

    // Her phone.
    const phone = page.getByLabel('Téléphone', { exact: true });
    await phone.fill('abc');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await phone.fill('07 98 76 54 32');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await toast(page, 'Coordonnées enregistrées.').waitFor();
    const token = await apiLogin(server, nurse.email, nurse.password);
    expect(await apiGet<{ phone: string }>(server, '/auth/me', token)).toMatchObject({
      phone: '07 98 76 54 32',
    });

    // Her photo: a 1200 × 900 PNG, made small in the browser, stored ≤ 512 px.
    const png = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 190, g: 90, b: 120 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"][accept^="image/"]')
      .setInputFiles({ name: 'ines.png', mimeType: 'image/png', buffer: png });
    await toast(page, 'Photo enregistrée.').waitFor();
    const me = await apiGet<{ profile_photo: string | null }>(server, '/auth/me', token);
    expect(me.profile_photo).toMatch(new RegExp(`^/api/users/${nurseId}/photo\\?v=`));
    const served = await fetch(`${server.baseUrl}${me.profile_photo}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    // Shown on the page (and in the top bar) from its URL.
    await expect
      .poll(() => page.locator(`img[src="${me.profile_photo}"]`).count())
      .toBeGreaterThan(0);
    await expectNoA11yViolations(page);

    // Her password: a wrong current one is marked on its field; then the change.
    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(SECOND);
    await page.getByLabel('Confirmation du nouveau mot de passe').fill(SECOND);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await page.getByLabel('Mot de passe actuel').fill(nurse.password);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await toast(page, 'Mot de passe modifié. Vos autres appareils ont été déconnectés.').waitFor();
    // The other session (the API token) has ended; this page goes on.
    const stale = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(stale.status).toBe(401);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();

    // « Déconnexion », then the old password fails and the new one works.
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await waitForPath(page, '/login');
    const login = new LoginPage(page);
    await login.login(nurse.email, nurse.password);
    await page.getByText('Adresse e-mail ou mot de passe incorrect.').first().waitFor();
    await login.password().fill(SECOND);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await waitForPath(page, '/dashboard');
  });

  it('the administrator makes a reset link; it works once', async () => {
    const admin = await phonePage();
    await signIn(admin, server.admin.email, server.admin.password, '/dashboard');
    const users = new UsersPage(admin);
    await users.goto();
    const card = users.card('Inès Moreau');
    await card.getByRole('button', { name: /Créer un lien de réinitialisation/ }).click();
    const field = card.getByLabel(/Lien de réinitialisation pour/);
    await field.waitFor();
    await card
      .getByText('Ce lien sert une seule fois, pendant une heure.', { exact: false })
      .waitFor();
    await card.getByRole('button', { name: 'Copier' }).waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/reinitialiser-mot-de-passe\?token=/);
    await expectNoA11yViolations(admin);

    // The admin's own profile is reachable.
    await admin.goto('/profile');
    await admin.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await expectNoA11yViolations(admin);

    const page = await phonePage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(THIRD);
    await page.getByLabel('Confirmation du mot de passe').fill(THIRD);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByText('Mot de passe modifié\u202f: connectez-vous.').first().waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).first().click();
    await waitForPath(page, '/login');
    const login = new LoginPage(page);
    await login.login(nurse.email, THIRD);
    await waitForPath(page, '/dashboard');

    // The same link a second time.
    const again = await phonePage();
    await again.goto(url);
    await again.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Un-Essai-4444');
    await again.getByLabel('Confirmation du mot de passe').fill('Encore-Un-Essai-4444');
    await again.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await again
      .getByText('Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau.')
      .waitFor();
    await expectNoA11yViolations(again);
  });

  it('« Mot de passe oublié ? » from the login page answers the same for any address', async () => {
    const page = await phonePage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await waitForPath(page, '/mot-de-passe-oublie');
    await page.getByLabel('Adresse e-mail').fill('personne@exemple.fr');
    await page.getByRole('button', { name: 'Demander un lien' }).click();
    await page.getByText(/Si un compte existe avec cette adresse/).waitFor();
    await expectNoA11yViolations(page);
  });
});
