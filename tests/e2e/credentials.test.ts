/**
 * Credentials and personal data: a caregiver, on her 390 px phone, sees why she cannot take
 * an open mission yet, uploads her diploma (a real PDF) from her profile; the administrator, on
 * a desktop, downloads it, verifies it (and refuses another one with a reason); back on her
 * phone, without signing in again, she takes the mission. A nurse gives her RPPS number at
 * registration (a wrong one is refused under the field) and the administrator verifies it. Last,
 * a nurse downloads her data and erases her account: the session ends, she cannot sign in any
 * more and the administrator sees « Compte supprimé ». axe on every new screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_NEEDS_DOCUMENT } from '../../src/contract/credentials.ts';
import {
  PHONE,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  plannedWindow,
  registerApproved,
  smallPdf,
  smallTouchTargets,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { CredentialsProfilePage } from './pages/credentials-profile.ts';
import { LoginPage } from './pages/login-page.ts';
import { RegisterPage } from './pages/register-page.ts';
import { StaffingOpenMissionsPage } from './pages/staffing-open-missions.ts';
import { UsersPage } from './pages/users-page.ts';

const DESKTOP = { width: 1366, height: 768 } as const;

const clinic = {
  email: 'planning@clinique-credentials.fr',
  password: 'Clinique-Planning-2025',
  first_name: 'Claire',
  last_name: 'Fontaine',
  name: 'Clinique des Tilleuls',
  role: 'établissement de santé',
  phone: '04 78 00 00 00',
  address: '3 rue des Tilleuls, 69003 Lyon',
  tarification: { weekday_rate: 28, weekend_rate: 33, night_week_rate: 37, night_weekend_rate: 41 },
};
const lea = {
  email: 'lea.petit@credentials.test',
  password: 'Lea-Petit-Aide-2025',
  first_name: 'Léa',
  last_name: 'Petit',
  phone: '06 22 33 44 55',
  address: '5 quai Saint-Antoine, 69002 Lyon',
  role: 'caregiver',
};
const ines = {
  email: 'ines.roux@credentials.test',
  password: 'Ines-Roux-Infirmiere-9',
  first_name: 'Inès',
  last_name: 'Roux',
  phone: '06 98 76 54 32',
  address: '12 rue Mercière, 69002 Lyon',
  role: 'nurse' as const,
};
/** 11 digits with a valid Luhn key. */
const RPPS = '10003456786';
const MISSION = 'Relève du soir';

describe('credentials: proof before claiming, verified by the administrator; erasure', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let adminToken = '';
  let leaPage: Page;
  let adminPage: Page;

  async function signIn(
    account: { email: string; password: string },
    viewport: { width: number; height: number },
  ): Promise<Page> {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    page.on('pageerror', (error) => pageErrors.push(`${account.email}: ${error.message}`));
    const login = new LoginPage(page);
    await login.goto();
    await login.login(account.email, account.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, adminToken, clinic);
    await registerApproved(server, adminToken, lea);
    // An open mission for any profile, tomorrow evening.
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      adminToken,
      {
        name: MISSION,
        description: 'Service de soins de suite, 20 patients.',
        ...plannedWindow(30, 6),
        etablissement_id: clinicId,
        required_role: 'any',
      },
    );
    await apiRequest(server, 'PUT', `/prestations/${prestation.id}/publish`, adminToken);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('tells the caregiver on her phone why she cannot take a mission yet', async () => {
    leaPage = await signIn(lea, PHONE);
    const list = new StaffingOpenMissionsPage(leaPage);
    await list.goto();
    await list.card(MISSION).waitFor();
    const note = leaPage.getByRole('region', { name: 'Justificatif requis' });
    await note.getByText(CLAIM_NEEDS_DOCUMENT, { exact: true }).waitFor();
    // She reads the mission; the button is not offered.
    expect(
      await list
        .card(MISSION)
        .getByRole('button', { name: /^Je prends/ })
        .count(),
    ).toBe(0);
    expect(await horizontalOverflow(leaPage)).toBe(0);
    await expectNoA11yViolations(leaPage);
    await leaPage.screenshot({ path: '/tmp/e2e-credentials-open-note-390.png', fullPage: true });

    await note.getByRole('link', { name: 'Déposer un justificatif' }).click();
    await waitForPath(leaPage, '/profile');
  });

  it('lets her upload her diploma from the phone, checked in the browser first', async () => {
    const profile = new CredentialsProfilePage(leaPage);
    await profile.section().waitFor();
    await profile.section().getByText('Aucun justificatif déposé pour le moment.').waitFor();
    await expectNoA11yViolations(leaPage);

    // A file that is not a document is refused before anything is sent.
    await profile.upload(
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') },
      'Diplôme',
    );
    await profile.form().getByText('Le fichier doit être un PDF, une image JPEG ou PNG.').waitFor();
    await expectNoA11yViolations(leaPage);

    // Her diploma: a real PDF, valid until the end of 2030.
    await profile.upload(
      { name: 'diplome-aide-soignante.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
      'Diplôme',
      '2030-12-31',
    );
    await toast(
      leaPage,
      'Justificatif déposé\u202f: il attend la vérification de l’administrateur.',
    ).waitFor();
    const item = profile.document('diplome-aide-soignante.pdf');
    await item.getByRole('heading', { name: 'Diplôme' }).waitFor();
    expect(await profile.state('diplome-aide-soignante.pdf').innerText()).toBe('En attente');
    await item.getByText(/Valable jusqu’au 31 décembre 2030/).waitFor();
    // The form is ready for another one.
    await profile.form().getByText('Aucun fichier choisi.').waitFor();

    expect(await horizontalOverflow(leaPage)).toBe(0);
    // The toast's own close cross is react-toastify's, not this screen's.
    await leaPage.evaluate(() => document.querySelector('.Toastify')?.replaceChildren());
    expect(await smallTouchTargets(leaPage)).toEqual([]);
    await expectNoA11yViolations(leaPage);
    await leaPage.screenshot({ path: '/tmp/e2e-credentials-profile-390.png', fullPage: true });
    await profile.section().screenshot({ path: '/tmp/e2e-credentials-documents-390.png' });

    // The open list still says why, and now that one waits.
    const list = new StaffingOpenMissionsPage(leaPage);
    await list.goto();
    await leaPage
      .getByText('Un justificatif attend la vérification de l’administrateur', {
        exact: false,
      })
      .waitFor();
  });

  it('lets the administrator download it and verify it, and refuse another with a reason', async () => {
    // A second document, sent from her account through the API: the administrator refuses it.
    const leaToken = await apiLogin(server, lea.email, lea.password);
    const form = new FormData();
    form.set('kind', 'attestation');
    form.set(
      'file',
      new Blob([new Uint8Array(smallPdf('Attestation'))], { type: 'application/pdf' }),
      'attestation-floue.pdf',
    );
    const sent = await fetch(`${server.baseUrl}/api/users/me/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${leaToken}` },
      body: form,
    });
    expect(sent.status).toBe(201);

    adminPage = await signIn(server.admin, DESKTOP);
    const users = new UsersPage(adminPage);
    await users.goto();
    await users.open('Léa Petit');
    const card = users.card('Léa Petit');
    const panel = card.getByRole('region', { name: /^Justificatifs/ });
    await panel.getByText('Sans justificatif vérifié', { exact: true }).waitFor();
    const diploma = panel.getByRole('listitem').filter({ hasText: 'diplome-aide-soignante.pdf' });
    await diploma.getByText('En attente', { exact: true }).waitFor();
    expect(await horizontalOverflow(adminPage)).toBe(0);
    await expectNoA11yViolations(adminPage);
    await adminPage.screenshot({ path: '/tmp/e2e-credentials-users-1366.png', fullPage: true });
    await adminPage.setViewportSize(PHONE);
    // Under 1300 px the table gives way to the cards.
    await users.table().waitFor({ state: 'detached' });
    expect(await horizontalOverflow(adminPage)).toBe(0);
    await panel.screenshot({ path: '/tmp/e2e-credentials-users-pending-390.png' });
    await adminPage.setViewportSize(DESKTOP);
    await users.table().waitFor();

    // The file itself, as she sent it.
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      diploma.getByRole('button', { name: /^Télécharger/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('diplome-aide-soignante.pdf');
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await diploma.getByRole('button', { name: /^Vérifier/ }).click();
    await toast(adminPage, 'Justificatif vérifié\u202f: la personne en est avertie.').waitFor();
    await diploma.getByText('Vérifié', { exact: true }).waitFor();
    await panel.getByText('Peut prendre des missions', { exact: true }).waitFor();

    // The other one is refused, with the reason she will read.
    const blurred = panel.getByRole('listitem').filter({ hasText: 'attestation-floue.pdf' });
    await blurred.getByRole('button', { name: /^Refuser/ }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Refuser ce justificatif\u202f?' });
    await dialog.getByRole('button', { name: 'Refuser le justificatif' }).click();
    await dialog.getByText('Le motif du refus est obligatoire.').waitFor();
    await expectNoA11yViolations(adminPage);
    await dialog
      .getByLabel('Motif du refus')
      .fill('Le document est illisible : renvoyez une copie nette.');
    await dialog.getByRole('button', { name: 'Refuser le justificatif' }).click();
    await toast(
      adminPage,
      'Justificatif refusé\u202f: la personne en est avertie, avec le motif.',
    ).waitFor();
    await blurred.getByText('Refusé', { exact: true }).waitFor();

    // At 390 px too, nothing runs off the side.
    await adminPage.setViewportSize(PHONE);
    // Under 1300 px the table gives way to the cards.
    await users.table().waitFor({ state: 'detached' });
    expect(await horizontalOverflow(adminPage)).toBe(0);
    await adminPage.screenshot({ path: '/tmp/e2e-credentials-users-390.png', fullPage: true });
    await adminPage.setViewportSize(DESKTOP);
    await users.table().waitFor();
  });

  it('lets her take the open mission now, without signing in again', async () => {
    // The verification reached her phone while she was on the open list.
    const list = new StaffingOpenMissionsPage(leaPage);
    await leaPage
      .getByRole('region', { name: 'Justificatif requis' })
      .waitFor({ state: 'detached' });
    await list.goto();
    await list.claimButton(MISSION).click();
    await toast(leaPage, 'Mission prise\u202f! Elle est dans « Mes prestations ».').waitFor();

    // On her profile: the diploma verified, the refused one with its reason.
    const profile = new CredentialsProfilePage(leaPage);
    await profile.goto();
    expect(await profile.state('diplome-aide-soignante.pdf').innerText()).toBe('Vérifié');
    expect(await profile.state('attestation-floue.pdf').innerText()).toBe('Refusé');
    await profile
      .document('attestation-floue.pdf')
      .getByText('Le document est illisible : renvoyez une copie nette.')
      .waitFor();
    await profile
      .section()
      .getByText('vous pouvez prendre des missions', { exact: false })
      .waitFor();
    await expectNoA11yViolations(leaPage);

    // Her account cannot be erased while a mission waits for her: said in the dialog.
    await profile.myData().getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = profile.deleteDialog();
    await dialog.getByLabel('Votre mot de passe').fill(lea.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/prestations à venir ou en cours/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    const me = await apiRequest<{ deleted_at: string | null }>(
      server,
      'GET',
      '/auth/me',
      await apiLogin(server, lea.email, lea.password),
    );
    expect(me.deleted_at).toBeNull();
  });

  it('takes a nurse’s RPPS at registration, refused under the field when wrong, verified by the administrator', async () => {
    const { context, page } = await newPage(browser, server, { viewport: PHONE });
    contexts.push(context);
    const register = new RegisterPage(page);
    await register.goto();
    await register.field('Numéro RPPS (facultatif)').waitFor();
    await register.register({ ...ines, rpps: '12345678901' });
    expect(await register.fieldError('Numéro RPPS (facultatif)')).toBe('Numéro RPPS invalide.');
    await expectNoA11yViolations(page);
    // The field is for nurses only.
    await register.field('Rôle').selectOption('caregiver');
    expect(await register.field('Numéro RPPS (facultatif)').count()).toBe(0);
    await register.field('Rôle').selectOption('nurse');
    await register.field('Numéro RPPS (facultatif)').fill(`${RPPS.slice(0, 5)} ${RPPS.slice(5)}`);
    await register.submit().click();
    await waitForPath(page, '/login');

    const users = new UsersPage(adminPage);
    await users.goto();
    await users.approve('Inès Roux');
    await users.open('Inès Roux');
    const card = users.card('Inès Roux');
    await card.getByText(RPPS, { exact: true }).waitFor();
    await card.getByText('À vérifier', { exact: true }).waitFor();
    await users.press('Inès Roux', /^Vérifier le RPPS/);
    await toast(adminPage, 'Numéro RPPS marqué comme vérifié.').waitFor();
    await card.getByText(/^Vérifié le .+ par /).waitFor();
    await expectNoA11yViolations(adminPage);
  });

  it('lets a nurse download her data, then erase her account: the session ends', async () => {
    const page = await signIn(ines, PHONE);
    const profile = new CredentialsProfilePage(page);
    await profile.goto();
    // Her RPPS, verified, on her profile.
    await page
      .getByText(/^Vérifié le /)
      .first()
      .waitFor();
    expect(await page.getByLabel('Numéro RPPS', { exact: true }).inputValue()).toBe(RPPS);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      profile.myData().getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^releve-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { email: string };
    };
    expect(exported.account.email).toBe(ines.email);
    await toast(page, 'Vos données ont été téléchargées.').waitFor();

    const token = await apiLogin(server, ines.email, ines.password);
    await profile.myData().getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = profile.deleteDialog();
    await dialog.getByText('Cette suppression est définitive.', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-credentials-erase-390.png' });
    // A wrong password: said under the field, nothing erased.
    await dialog.getByLabel('Votre mot de passe').fill('pas-le-bon-mot-de-passe');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect
      .poll(() => dialog.getByLabel('Votre mot de passe').getAttribute('aria-invalid'))
      .toBe('true');
    await dialog.getByLabel('Votre mot de passe').fill(ines.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

    await waitForPath(page, '/login');
    await toast(page, 'Votre compte a été supprimé. Merci d’avoir utilisé Relève.').waitFor();
    // Every session has ended, and she cannot sign in again.
    const stale = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(stale.status).toBe(401);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ines.email, password: ines.password }),
    });
    expect(login.ok).toBe(false);

    // The administrator sees « Compte supprimé », nothing else about her.
    const users = new UsersPage(adminPage);
    await users.goto();
    const erased = users.card('Compte supprimé');
    await erased.getByText(/^Données personnelles effacées le /).waitFor();
    expect(await erased.innerText()).not.toContain(ines.email);
    expect(await adminPage.getByText('Inès Roux').count()).toBe(0);
    await expectNoA11yViolations(adminPage);

    expect(pageErrors).toEqual([]);
  });
});
