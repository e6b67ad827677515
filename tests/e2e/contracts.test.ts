/**
 * The contract story: the administrator assigns a mission; on her phone (390 px) the nurse sees
 * « Contrat à signer » on its card, reads the contract and signs it; the establishment, on a
 * desktop (1366 px), ticks it in its list and signs the selection; both download the sealed
 * PDF, which poppler's `pdfsig` verifies; the nurse opens it again offline from her phone's copy.
 * Screenshots of every screen go to /tmp/releve-contracts (outside the repository).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { LoginPage } from './pages/login-page.ts';

const DESKTOP = { width: 1366, height: 900 } as const;
const SHOTS = '/tmp/releve-contracts';

const clinic = {
  email: 'direction@clinique-des-cedres.fr',
  password: 'Clinique-des-Cedres-69',
  first_name: 'Claire',
  last_name: 'Fabre',
  name: 'Clinique des Cèdres',
  phone: '04 78 00 11 22',
  address: '3 avenue des Cèdres, 69006 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 30,
    weekend_rate: 40,
    night_week_rate: 35,
    night_weekend_rate: 45,
    travel_fee: 12.5,
  },
};

const nurse = {
  email: 'lea.petit@example.fr',
  password: 'Soins-de-nuit-2026',
  first_name: 'Léa',
  last_name: 'Petit',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas, 69003 Lyon',
  role: 'nurse',
};

const MISSION = 'Garde de jour en cardiologie';

describe('contracts: she reads and signs, the establishment signs, both download the sealed PDF', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let missionId: string;
  let nurseId: string;
  let clinicId: string;

  async function signIn(
    email: string,
    password: string,
    landing: string,
    viewport: { width: number; height: number },
  ): Promise<{ page: Page; context: BrowserContext }> {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    const login = new LoginPage(page);
    await login.goto();
    await login.login(email, password);
    await waitForPath(page, landing);
    return { page, context };
  }

  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    clinicId = await registerApproved(server, admin, clinic);
    nurseId = await registerApproved(server, admin, nurse);
    // Three days ahead, seven hours.
    const window = plannedWindow(72, 7);
    const { prestation } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      admin,
      {
        name: MISSION,
        description: 'Surveillance et soins',
        dateStart: window.dateStart,
        dateEnd: window.dateEnd,
        assigned_to: nurseId,
        etablissement_id: clinicId,
      },
    );
    missionId = prestation.id;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('runs the whole story', async () => {
    // ——— She, on her phone ———
    const her = await signIn(nurse.email, nurse.password, '/dashboard', PHONE);
    await her.page.goto('/mes-prestations');
    const link = her.page.getByRole('link', { name: 'Contrat à signer' });
    await link.waitFor();
    await shot(her.page, '390-mes-prestations');
    // The card's buttons take no tap for a second after the cards moved (the tap guard).
    await her.page.waitForTimeout(1_200);
    await link.click();
    await waitForPath(her.page, `/contrats/${missionId}`);
    await her.page.getByRole('heading', { name: 'Contrat de mission', level: 1 }).waitFor();
    await her.page.getByText('Clinique des Cèdres', { exact: false }).first().waitFor();
    expect(await horizontalOverflow(her.page)).toBe(0);
    await expectNoA11yViolations(her.page);
    await shot(her.page, '390-contrat-a-signer');
    await her.page.getByRole('button', { name: 'Signer le contrat' }).click();
    await toast(her.page, 'Contrat signé.').waitFor();
    await her.page.getByText('En attente', { exact: false }).count();
    await expect
      .poll(() => her.page.getByRole('button', { name: 'Signer le contrat' }).count())
      .toBe(0);
    await shot(her.page, '390-contrat-signe-par-elle');

    // ——— The establishment, on a desktop: its list, tick, sign the selection ———
    const them = await signIn(clinic.email, clinic.password, '/institution-dashboard', DESKTOP);
    await them.page.goto('/contrats');
    await them.page.getByRole('heading', { name: 'Contrats', level: 1 }).waitFor();
    const box = them.page.getByRole('checkbox', {
      name: `Sélectionner le contrat de « ${MISSION} »`,
    });
    await box.waitFor();
    await expectNoA11yViolations(them.page);
    await shot(them.page, '1366-contrats-a-signer');
    await box.check();
    await them.page.getByRole('button', { name: 'Signer le contrat sélectionné' }).click();
    await toast(them.page, '1 contrat signé.').waitFor();
    await them.page.getByText('Aucun contrat à signer.').waitFor();
    const download = them.page.getByRole('button', { name: 'Télécharger le PDF scellé' });
    await download.waitFor();
    await shot(them.page, '1366-contrats-signes');
    const [theirFile] = await Promise.all([them.page.waitForEvent('download'), download.click()]);
    const theirPdf = readFileSync(await theirFile.path());
    expect(theirPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const report = execFileSync('pdfsig', [await theirFile.path()], { encoding: 'utf8' });
    expect(report).toContain('Signature Validation: Signature is Valid.');

    // ——— She downloads it too, then again offline from her phone's copy ———
    await her.page.goto(`/contrats/${missionId}`);
    await her.page.getByText('Signé par les deux parties et scellé par la plateforme.').waitFor();
    await shot(her.page, '390-contrat-scelle');
    const herButton = her.page.getByRole('button', { name: 'Télécharger le PDF scellé' });
    const [herFile] = await Promise.all([her.page.waitForEvent('download'), herButton.click()]);
    expect(readFileSync(await herFile.path())).toEqual(theirPdf);
    await her.context.setOffline(true);
    const [offlineFile] = await Promise.all([her.page.waitForEvent('download'), herButton.click()]);
    await toast(her.page, 'Hors ligne\u202f: copie enregistrée sur cet appareil.').waitFor();
    expect(readFileSync(await offlineFile.path())).toEqual(theirPdf);
    await her.context.setOffline(false);

    // ——— The establishment cancels another mission 30 h before its start: the dialog states
    // the compensation (50 % of the planned pay) before it confirms, the amount the server keeps. ———
    const late = plannedWindow(30, 7);
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const { prestation: renfort } = await apiRequest<{ prestation: { id: string } }>(
      server,
      'POST',
      '/prestations',
      admin,
      {
        name: 'Renfort annulé',
        description: '',
        dateStart: late.dateStart,
        dateEnd: late.dateEnd,
        assigned_to: nurseId,
        etablissement_id: clinicId,
      },
    );
    await them.page.goto('/prestations');
    // A card on a phone, a row of the table at desktop widths.
    const card = them.page.locator('li, tr').filter({ hasText: 'Renfort annulé' });
    await card.getByRole('button', { name: 'Annuler' }).first().click();
    const dialog = them.page.getByRole('dialog');
    const notice = dialog.getByText(
      /indemnité d’annulation de ([\d\s\u202f\u00a0]+,\d\d)\s€ \(50 % de la rémunération prévue\) sera due à Léa Petit/,
    );
    await notice.waitFor();
    await shot(them.page, '1366-annulation-indemnite');
    const stated = /de ([\d\s\u202f\u00a0]+,\d\d)\s€/.exec(await notice.innerText())?.[1] ?? '';
    await dialog.getByRole('button', { name: 'Oui, annuler la prestation' }).click();
    await toast(them.page, 'Prestation annulée').waitFor();
    // What the dialog said is what the server kept.
    const cancelled = await apiRequest<{ compensation: number }>(
      server,
      'GET',
      `/prestations/${renfort.id}`,
      admin,
    );
    expect(Number(stated.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'))).toBe(
      cancelled.compensation,
    );
  }, 180_000);
});
