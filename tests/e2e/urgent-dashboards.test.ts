/**
 * Dashboards tell instead of count (issue 27): each role's dashboard starts with what needs her
 * now, each line a working link. Tonight's unfilled mission, starting in 25 minutes, is on top
 * of the administrator's and the establishment's, in red; the nurse sees the mission she has
 * to accept and the contract she has to sign. At 1366 px the establishment's « Prestations »
 * is a table, soonest first, its filters kept in the address.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  WIDE,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  giveVerifiedDocument,
  horizontalOverflow,
  plain,
  plannedWindow,
  registerApproved,
  shoot,
  smallTouchTargets,
  waitForPath,
} from './harness.ts';
import { browserStory, establishmentAccount, professionalAccount } from './story.ts';

const clinic = establishmentAccount({
  email: 'cadre@clinique-urgent.fr',
  password: 'Clinique-Urgent-2026',
  first_name: 'Claire',
  last_name: 'Fontaine',
  name: 'Clinique des Tilleuls',
});
const nurse = professionalAccount({
  email: 'sarah.leroy@urgent.test',
  password: 'Sarah-Leroy-Soins-1',
  first_name: 'Sarah',
  last_name: 'Leroy',
});

describe('dashboards: what needs her now, each a link', () => {
  const story = browserStory();
  const signedIn = (email: string, password: string, viewport: typeof WIDE | typeof PHONE) =>
    story.signIn({ email, password }, { viewport });
  const shot = (page: Page, name: string) => shoot(page, name.replace(/\.png$/, ''));

  const urgentList = (page: Page) => page.getByRole('region', { name: 'À faire maintenant' });

  async function checkScreen(page: Page) {
    // « Connexion réussie! » leaves by itself; its close cross is react-toastify's, not ours.
    await page.locator('.Toastify__toast').waitFor({ state: 'detached', timeout: 10_000 });
    await expectNoA11yViolations(page);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  }

  beforeAll(async () => {
    const { server } = story;
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, admin, clinic);
    const nurseId = await registerApproved(server, admin, nurse);
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);
    await giveVerifiedDocument(server, admin, nurseToken);
    // An account still awaiting approval.
    await apiRequest(server, 'POST', '/auth/register', null, {
      ...nurse,
      email: 'nouvelle@urgent.test',
      first_name: 'Nina',
    });
    const ask = (name: string, hours: number, length: number) =>
      apiRequest(server, 'POST', '/prestations', clinicToken, {
        name,
        ...plannedWindow(hours, length),
      });
    await ask('Garde dans deux jours', 48, 4);
    await ask('Garde de nuit', 25 / 60, 8);
    await apiRequest(server, 'POST', '/prestations', admin, {
      name: 'Soins du soir',
      ...plannedWindow(10, 2),
      etablissement_id: clinicId,
      assigned_to: nurseId,
    });
  }, 180_000);

  it("the administrator's dashboard starts with tonight's unfilled mission in red, and links", async () => {
    const page = await signedIn(story.server.admin.email, story.server.admin.password, WIDE);
    const urgent = urgentList(page);
    await urgent.waitFor();
    const first = urgent.getByRole('link').first();
    expect(plain(await first.innerText())).toMatch(
      /^À approuver · Garde de nuit — Clinique des Tilleuls\s+Commence dans \d+ min$/,
    );
    expect(await first.getAttribute('class')).toContain('urgent__item--imminent');
    await expect
      .poll(async () => plain(await urgent.innerText()))
      .toMatch(/2\s*prestations à approuver/);
    expect(plain(await urgent.innerText())).toMatch(/1\s*compte à approuver/);
    expect(plain(await urgent.innerText())).toMatch(/1\s*contrat à signer/);
    await checkScreen(page);
    await shot(page, 'urgent-admin-1366.png');
    await first.click();
    await waitForPath(page, '/approbations');
    await page.goBack();
    await urgent.getByRole('link', { name: /compte à approuver/ }).click();
    await waitForPath(page, '/users');
  });

  it("the establishment's dashboard shows its own, and its missions at 1366 px are a table, soonest first", async () => {
    const page = await signedIn(clinic.email, clinic.password, WIDE);
    const urgent = urgentList(page);
    await urgent.waitFor();
    const first = urgent.getByRole('link').first();
    expect(plain(await first.innerText())).toMatch(/^À approuver · Garde de nuit\s+Commence dans/);
    await expect.poll(async () => plain(await urgent.innerText())).toMatch(/1\s*contrat à signer/);
    await checkScreen(page);
    await shot(page, 'urgent-institution-1366.png');
    await first.click();
    await page.waitForURL(
      (url) => url.pathname === '/prestations' && url.search === '?status=pending',
    );
    const table = page.getByRole('table', { name: 'Prestations, une par ligne' });
    await table.waitFor();
    await expect
      .poll(async () => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['Garde de nuit', 'Garde dans deux jours']);

    await page.goto('/prestations');
    await table.waitFor();
    await expect
      .poll(async () => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['Garde de nuit', 'Soins du soir', 'Garde dans deux jours']);
    await checkScreen(page);
    await shot(page, 'prestations-table-1366.png');
    // « Début » sorts by start, latest first on a second press; the address keeps the order.
    await table.getByRole('button', { name: /^Début/ }).click();
    await page.waitForURL((url) => url.search === '?sort=date_start');
    await table.getByRole('button', { name: /^Début/ }).click();
    await page.waitForURL((url) => url.search === '?sort=-date_start');
    await expect
      .poll(async () => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['Garde dans deux jours', 'Soins du soir', 'Garde de nuit']);
    await page.reload();
    await expect
      .poll(async () => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['Garde dans deux jours', 'Soins du soir', 'Garde de nuit']);
  });

  it('the nurse sees on her phone the mission to accept and the contract to sign, each a link', async () => {
    const page = await signedIn(nurse.email, nurse.password, PHONE);
    const urgent = urgentList(page);
    await urgent.waitFor();
    await expect
      .poll(async () => plain(await urgent.innerText()))
      .toMatch(/1\s*prestation à accepter/);
    expect(plain(await urgent.innerText())).toMatch(/1\s*contrat à signer/);
    await checkScreen(page);
    await shot(page, 'urgent-nurse-390.png');
    await urgent.getByRole('link', { name: /prestation à accepter/ }).click();
    await waitForPath(page, '/mes-prestations');
    await page.goBack();
    await urgent.getByRole('link', { name: /contrat à signer/ }).click();
    await waitForPath(page, '/contrats');
  });
});
