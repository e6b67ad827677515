/**
 * The administrator's lists at desktop widths (issue 27): at 1366 px « Utilisateurs » is a
 * dense table, the pending account first; a column header re-sorts it, the address keeps the
 * order (and the search, replacing its entry while she types), a reload shows the same list;
 * « Approuver » from a row waits for its « Annuler » like the card's. « Établissements » is a
 * table too. At 390 px both stay cards. No axe violation at either width.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  WIDE,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  registerApproved,
  shoot,
  type TestServer,
} from './harness.ts';
import { UsersPage } from './pages/users-page.ts';
import { browserStory, establishmentAccount, professionalAccount } from './story.ts';

const clinic = establishmentAccount({
  email: 'direction@clinique-tables.fr',
  first_name: 'Claire',
  last_name: 'Fontaine',
  name: 'Clinique des Tilleuls',
});
const bruno = professionalAccount({
  email: 'bruno.arnaud@tables.test',
  first_name: 'Bruno',
  last_name: 'Arnaud',
  role: 'caregiver',
});
/** Registered last, still pending: the administrator's work. */
const zoe = professionalAccount({
  email: 'zoe.garnier@tables.test',
  first_name: 'Zoé',
  last_name: 'Garnier',
});

describe("the administrator's lists at desktop widths", () => {
  let server: TestServer;
  const story = browserStory();
  const pageErrors: string[] = [];

  const signedIn = (viewport: { width: number; height: number }) =>
    story.signIn(server.admin, {
      viewport,
      before: (page) => page.on('pageerror', (error) => pageErrors.push(error.message)),
    });

  beforeAll(async () => {
    server = story.server;
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    await registerApproved(server, adminToken, clinic);
    await registerApproved(server, adminToken, bruno);
    await apiRequest(server, 'POST', '/auth/register', null, zoe);
  }, 120_000);

  it('at 1366 px « Utilisateurs » is a table, pending first, sorted by its headers, kept in the address', async () => {
    const page = await signedIn(WIDE);
    const users = new UsersPage(page);
    await users.goto();
    const table = page.getByRole('table', { name: 'Comptes, un par ligne' });
    await table.waitFor();
    expect(
      await page
        .getByRole('list')
        .filter({ has: page.locator('.user-card') })
        .count(),
    ).toBe(0);
    const names = () => table.getByRole('rowheader').allInnerTexts();
    await expect.poll(async () => (await names())[0]).toBe('Zoé Garnier');
    const status = table.getByRole('columnheader', { name: /^Statut/ });
    expect(await status.getAttribute('aria-sort')).toBe('ascending');
    await shoot(page, 'admin-users-table-1366');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);

    // « Nom »: A to Z, then Z to A; the address keeps the order.
    const name = table.getByRole('columnheader', { name: /^Nom/ });
    await name.getByRole('button').click();
    await page.waitForURL((url) => url.search === '?sort=name');
    expect(await name.getAttribute('aria-sort')).toBe('ascending');
    expect(await status.getAttribute('aria-sort')).toBe('none');
    await expect
      .poll(names)
      .toEqual(['Admin Relève', 'Bruno Arnaud', 'Clinique des Tilleuls', 'Zoé Garnier']);
    await name.getByRole('button').click();
    await page.waitForURL((url) => url.search === '?sort=-name');
    await expect.poll(async () => (await names())[0]).toBe('Zoé Garnier');
    await expect.poll(async () => (await names()).at(-1)).toBe('Admin Relève');

    // A reload shows the same list, in the same order.
    await page.reload();
    await table.waitFor();
    expect(new URL(page.url()).search).toBe('?sort=-name');
    expect(await name.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names()).at(-1)).toBe('Admin Relève');

    // Typing a search replaces the address's entry: « Retour » does not replay each letter.
    const before = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Rechercher' }).pressSequentially('garn');
    await page.waitForURL((url) => url.search === '?q=garn&sort=-name');
    await expect.poll(names).toEqual(['Zoé Garnier']);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await page.getByRole('button', { name: 'Effacer les filtres', exact: true }).click();
    await page.waitForURL((url) => url.search === '?sort=-name');

    // « Inscription »: newest first; « Statut » back to pending first (the default address).
    const registered = table.getByRole('columnheader', { name: /^Inscription/ });
    await registered.getByRole('button').click();
    await page.waitForURL((url) => url.search === '?sort=-created_at');
    expect(await registered.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names())[0]).toBe('Zoé Garnier');
    await status.getByRole('button').click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(async () => (await names())[0]).toBe('Zoé Garnier');

    // « Approuver » from her row: « Annuler » for five seconds, then sent.
    await users.approve('Zoé Garnier');
    expect(await users.status('Zoé Garnier')).toBe('Approuvé');
    await expectNoA11yViolations(page);
  });

  it('at 1366 px « Établissements » is a table, sorted by its headers', async () => {
    const page = await signedIn(WIDE);
    await page.goto('/institutions');
    const table = page.getByRole('table', { name: 'Établissements, un par ligne' });
    await table.waitFor();
    await table.getByRole('rowheader', { name: 'Clinique des Tilleuls', exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: 'Clinique des Tilleuls' });
    expect(await row.getByText('Approuvé', { exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Modifier Clinique des Tilleuls' }).waitFor();
    const created = table.getByRole('columnheader', { name: /^Date de création/ });
    await created.getByRole('button').click();
    await page.waitForURL((url) => url.search === '?sort=-created_at');
    expect(await created.getAttribute('aria-sort')).toBe('descending');
    await page.reload();
    await table.waitFor();
    expect(await created.getAttribute('aria-sort')).toBe('descending');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'admin-institutions-table-1366');
  });

  it('at 390 px both stay cards', async () => {
    const page = await signedIn(PHONE);
    const users = new UsersPage(page);
    await users.goto();
    await users.card('Bruno Arnaud').waitFor();
    expect(await page.getByRole('listitem', { name: 'Bruno Arnaud', exact: true }).count()).toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'admin-users-cards-390');

    await page.goto('/institutions');
    await page.getByRole('listitem', { name: 'Clinique des Tilleuls', exact: true }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'admin-institutions-cards-390');
    expect(pageErrors).toEqual([]);
  });
});
