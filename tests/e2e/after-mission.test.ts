/**
 * After the mission in the browser: the establishment's dashboard at 1366 px draws its monthly
 * charts (fill rate, median time to fill, hours, amounts), each with its table behind it, and
 * the administrator's adds the commission; axe finds nothing. With `SCREENSHOTS_DIR` set, the
 * screens are photographed (kept out of the repository).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  WIDE,
  shoot,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  plain,
  recentWorkingDay,
  registerApproved,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'direction@ehpad-tilleuls.fr',
  password: 'Ehpad-Tilleuls-69',
  first_name: 'Anne',
  last_name: 'Morel',
  name: 'EHPAD Les Tilleuls',
  phone: '04 78 11 22 33',
  address: '3 rue des Tilleuls, 69003 Lyon',
  role: 'établissement de santé',
  tarification: { weekday_rate: 40, weekend_rate: 48, night_week_rate: 50, travel_fee: 10 },
};
const nurse = {
  email: 'camille.durand@example.fr',
  password: 'Soins-de-jour-2025',
  first_name: 'Camille',
  last_name: 'Durand',
  phone: '06 11 22 33 44',
  address: '4 rue Garibaldi, 69003 Lyon',
  role: 'nurse',
};
const colleague = {
  ...nurse,
  email: 'lucie.bernard@example.fr',
  password: 'Soins-de-jour-2026',
  first_name: 'Lucie',
  last_name: 'Bernard',
  phone: '06 55 66 77 88',
};

describe('after the mission: the dashboards chart their months', () => {
  let server: TestServer;
  const story = browserStory();

  const signIn = (email: string, password: string, landing: string) =>
    story.signIn({ email, password }, { viewport: WIDE, landing });

  beforeAll(async () => {
    server = story.server;
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, admin, clinic);
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    // Two missions done and signed off on a recent working day (by two nurses: hours can be
    // signed off for 72 h, and on a Monday only one working day is that recent), one still to
    // fill.
    const day = recentWorkingDay(Date.now());
    const start = new Date(localInputToEpochMs(`${day}T08:00`, TZ) ?? NaN).toISOString();
    const end = new Date(localInputToEpochMs(`${day}T16:00`, TZ) ?? NaN).toISOString();
    for (const person of [nurse, colleague]) {
      const nurseId = await registerApproved(server, admin, person);
      const nurseToken = await apiLogin(server, person.email, person.password);
      const { prestation } = await apiRequest<{ prestation: { id: string } }>(
        server,
        'POST',
        '/prestations',
        admin,
        {
          name: 'Soins de jour',
          dateStart: start,
          dateEnd: end,
          assigned_to: nurseId,
          etablissement_id: clinicId,
        },
      );
      const signal = (kind: string, at?: string) =>
        apiRequest(
          server,
          'PUT',
          `/prestations/${prestation.id}/${kind}`,
          nurseToken,
          at ? { at } : {},
        );
      await signal('accept');
      await signal('start', start);
      await signal('end', end);
      await apiRequest(server, 'PUT', `/prestations/${prestation.id}/validate`, clinicToken);
    }
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await apiRequest(server, 'POST', '/prestations', clinicToken, {
      name: 'Nuit à pourvoir',
      dateStart: later,
      dateEnd: new Date(Date.parse(later) + 8 * 3_600_000).toISOString(),
    });
  });

  it('shows the establishment its charts at 1366 px, each with its table', async () => {
    const page = await signIn(clinic.email, clinic.password, '/institution-dashboard');
    await page.getByRole('heading', { name: 'Statistiques des 12 derniers mois' }).waitFor();
    const charts = page.locator('figure.stats-chart');
    await charts.first().waitFor();
    expect(await charts.count()).toBe(4);
    for (const name of [
      'Taux de prestations pourvues',
      'Délai médian pour pourvoir une prestation',
      'Heures réalisées',
      'Montants facturés',
    ]) {
      await expect(page.getByRole('figure', { name }).getByRole('img').count()).resolves.toBe(1);
    }
    // Hours worked appear as bars, and as figures in the table behind the chart.
    expect(await page.locator('.stats-chart__bar').count()).toBeGreaterThan(0);
    const hours = page.getByRole('figure', { name: 'Heures réalisées' });
    await hours.getByText('Voir les chiffres en tableau').click();
    expect(plain((await hours.getByRole('table').textContent()) ?? '')).toContain('16,0 h');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'institution-dashboard-stats-1366');
    // On a phone the charts stack, one per row, and nothing overflows.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'institution-dashboard-stats-390');
  });

  it('adds the commission on the administrator’s dashboard', async () => {
    const page = await signIn(server.admin.email, server.admin.password, '/dashboard');
    await page.getByRole('figure', { name: 'Commission de la plateforme' }).waitFor();
    expect(await page.locator('figure.stats-chart').count()).toBe(5);
    await expectNoA11yViolations(page);
    await shoot(page, 'admin-dashboard-stats-1366');
  });
});
