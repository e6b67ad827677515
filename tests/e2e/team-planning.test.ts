/**
 * The establishment's team and planning (docs/product-rules.md, « The establishment's team and
 * planning »). At 1366 px a manager repeats a night shift every weekday for four weeks in one
 * go and sees the nights in her planning grid. At 390 px, once the mission is published, her
 * favourite nurse is told and sees it; another nurse neither, during the favourites window.
 * With `SCREENSHOTS_DIR` set, each screen is photographed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '../../src/domain/time/repeat.ts';
import {
  PHONE,
  WIDE,
  shoot,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  giveVerifiedDocument,
  horizontalOverflow,
  registerApproved,
  toast,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';
import { MissionsManagementPage } from './pages/missions-management-page.ts';

const PARIS = 'Europe/Paris';

const clinic = {
  email: 'cadre@clinique-des-tilleuls.fr',
  password: 'Tilleuls-Planning-2026',
  first_name: 'Hélène',
  last_name: 'Garnier',
  name: 'Clinique des Tilleuls',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 30,
    weekend_rate: 36,
    night_week_rate: 40,
    night_weekend_rate: 45,
    travel_fee: 10,
  },
};
const ines = {
  email: 'ines.favorite@planning.test',
  password: 'Ines-Favorite-Soins-1',
  first_name: 'Inès',
  last_name: 'Favorite',
  role: 'nurse',
};
const zoe = {
  email: 'zoe.autre@planning.test',
  password: 'Zoe-Autre-Soins-2',
  first_name: 'Zoé',
  last_name: 'Autre',
  role: 'nurse',
};

/** The Paris calendar date `days` from now. */
const parisDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(Date.now() + days * 86_400_000);

/** The first Monday at least three days away: every night of the four weeks is to come. */
function firstMonday(): string {
  for (let n = 3; ; n += 1) if (isoWeekday(parisDate(n)) === 1) return parisDate(n);
}

describe('team planning: repeat a night shift, the week grid, favourites first', () => {
  let server: TestServer;
  const story = browserStory();
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let adminToken: string;
  const monday = firstMonday();

  const signIn = (
    account: { email: string; password: string },
    viewport: { width: number; height: number } = PHONE,
  ) => story.signIn(account, { viewport });

  beforeAll(async () => {
    server = story.server;
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    for (const account of [clinic, ines, zoe]) {
      ids[account.email] = await registerApproved(server, adminToken, {
        phone: '06 12 34 56 78',
        address: '3 rue des Tilleuls, 69003 Lyon',
        ...account,
      });
      tokens[account.email] = await apiLogin(server, account.email, account.password);
    }
    for (const account of [ines, zoe]) {
      await giveVerifiedDocument(server, adminToken, tokens[account.email]!);
    }
    // Inès is one of the clinic's own (« Mes soignants »).
    await apiRequest(
      server,
      'PUT',
      `/institutions/${ids[clinic.email]}/favorites/${ids[ines.email]}`,
      tokens[clinic.email],
    );
  }, 120_000);

  it('at 1366 px, repeats a night shift every weekday for four weeks and sees it in the grid', async () => {
    const page = await signIn(clinic, WIDE);
    const missions = new MissionsManagementPage(page);
    await missions.goto();
    await missions.newMissionButton().click();
    const form = missions.form();
    await form.getByLabel('Répéter', { exact: true }).selectOption('weekdays');
    // Monday to Friday are ticked already; until the Friday of the fourth week.
    await form.getByLabel('Jusqu’au (inclus)', { exact: true }).fill(addDays(monday, 25));
    await shoot(page, 'team-planning-repeat-1366');
    await missions.fill({
      name: 'Nuit de semaine',
      start: `${monday}T21:00`,
      end: `${addDays(monday, 1)}T07:00`,
    });
    await toast(page, '20 prestations créées.').waitFor();

    await page.getByRole('link', { name: 'Planning' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Planning' }).waitFor();
    // To the week of the first night.
    const weekTitle = page.locator('.planning-nav__title');
    for (let i = 0; i < 3; i += 1) {
      const days = page.locator('.planning-day');
      if ((await page.locator('.planning-chip').count()) > 0) break;
      await page.getByRole('button', { name: 'Semaine suivante', exact: true }).click();
      await days.first().waitFor();
    }
    await expect.poll(() => page.locator('.planning-grid .planning-chip').count()).toBe(5);
    const texts = await page.locator('.planning-grid .planning-day').allInnerTexts();
    expect(texts).toHaveLength(7);
    for (const text of texts.slice(0, 5)) {
      expect(text).toContain('Nuit de semaine');
      expect(text).toContain('21:00 – 07:00');
      expect(text).toContain('En attente');
    }
    for (const text of texts.slice(5)) expect(text).toContain('Aucune prestation');
    expect(await weekTitle.innerText()).toMatch(/^Semaine du /);
    // The four weeks.
    for (let week = 1; week < 4; week += 1) {
      await page.getByRole('button', { name: 'Semaine suivante', exact: true }).click();
      await expect.poll(() => page.locator('.planning-grid .planning-chip').count()).toBe(5);
    }
    await page.getByRole('button', { name: 'Semaine suivante', exact: true }).click();
    await expect.poll(() => page.locator('.planning-grid .planning-chip').count()).toBe(0);
    await page.getByRole('button', { name: 'Cette semaine' }).click();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    for (let i = 0; i < 3; i += 1) {
      if ((await page.locator('.planning-grid .planning-chip').count()) > 0) break;
      await page.getByRole('button', { name: 'Semaine suivante', exact: true }).click();
      await page.locator('.planning-day').first().waitFor();
    }
    await shoot(page, 'team-planning-grid-1366');

    // The grid at 390 px stays readable: one day under the other, nothing wider than the phone.
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBe(0);
    await shoot(page, 'team-planning-grid-390');
  }, 120_000);

  it('at 390 px, the favourite nurse is told first; another nurse does not see it yet', async () => {
    const list = await apiRequest<{ id: string; name: string; dateStart: string }[]>(
      server,
      'GET',
      `/institutions/prestations?limit=100`,
      tokens[clinic.email],
    );
    const first = [...list].sort((a, b) => a.dateStart.localeCompare(b.dateStart))[0]!;
    const published = await apiRequest<{ favorites_until: string | null }>(
      server,
      'PUT',
      `/prestations/${first.id}/publish`,
      adminToken,
    );
    expect(published.favorites_until).not.toBeNull();

    const inesPage = await signIn(ines);
    await inesPage.goto('/notifications');
    await inesPage
      .getByText(/Nouvelle mission à pourvoir\u202f: « Nuit de semaine »/)
      .first()
      .waitFor();
    await shoot(inesPage, 'team-planning-favourite-notified-390');
    await inesPage.goto('/missions-disponibles');
    await inesPage.getByRole('heading', { level: 1, name: 'Missions disponibles' }).waitFor();
    await inesPage.getByText('Nuit de semaine').first().waitFor();
    expect(await horizontalOverflow(inesPage)).toBe(0);
    await expectNoA11yViolations(inesPage);
    await shoot(inesPage, 'team-planning-favourite-open-390');

    const zoePage = await signIn(zoe);
    await zoePage.goto('/missions-disponibles');
    await zoePage.getByRole('heading', { level: 1, name: 'Missions disponibles' }).waitFor();
    await zoePage.waitForLoadState('networkidle');
    expect(await zoePage.getByText('Nuit de semaine').count()).toBe(0);
    await zoePage.goto('/notifications');
    await zoePage.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await zoePage.waitForLoadState('networkidle');
    expect(await zoePage.getByText(/Nuit de semaine/).count()).toBe(0);
  }, 120_000);
  it('sets a favourite aside from « Mes soignants » and lists her with the reason, at 1366 and 390 px', async () => {
    const page = await signIn(clinic, WIDE);
    await page.getByRole('link', { name: 'Mes soignants' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mes soignants' }).waitFor();
    const favorites = page.getByRole('list', { name: 'Favoris' });
    await favorites.getByText('Inès Favorite', { exact: true }).waitFor();
    await favorites.getByText('Pas encore noté(e)').waitFor();
    await page.getByText('Aucun soignant écarté.').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'team-pool-1366');

    await favorites.getByRole('button', { name: 'Écarter — Inès Favorite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Écarter Inès Favorite\u202F?' });
    await dialog.getByText('Cette personne ne sera pas prévenue.', { exact: false }).waitFor();
    // The contract's schema, in the browser: no reason, nothing sent.
    await dialog.getByRole('button', { name: 'Écarter', exact: true }).click();
    await dialog.getByText('La raison est obligatoire.').waitFor();
    await expectNoA11yViolations(page);
    await shoot(page, 'team-pool-set-aside-1366');
    await dialog.getByLabel('Raison').fill('Retards répétés');
    await dialog.getByRole('button', { name: 'Écarter', exact: true }).click();
    await toast(page, 'Inès Favorite est écarté(e) de vos missions.').waitFor();

    const blocked = page.getByRole('list', { name: 'Soignants écartés' });
    await blocked.getByText('Inès Favorite', { exact: true }).waitFor();
    await blocked.getByText('Retards répétés').waitFor();
    await page.getByText('Aucun soignant favori pour le moment.', { exact: false }).waitFor();
    const stored = await apiRequest<{ id: string; reason: string }[]>(
      server,
      'GET',
      `/institutions/${ids[clinic.email]}/blocked`,
      tokens[clinic.email],
    );
    expect(stored).toEqual([
      expect.objectContaining({ id: ids[ines.email], reason: 'Retards répétés' }),
    ]);
    await expectNoA11yViolations(page);

    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'team-pool-390');

    // « Ne plus écarter »: she may see its missions again.
    await blocked.getByRole('button', { name: 'Ne plus écarter — Inès Favorite' }).click();
    await toast(page, 'Inès Favorite peut de nouveau voir vos missions.').waitFor();
    await page.getByText('Aucun soignant écarté.').waitFor();
  }, 120_000);
});
