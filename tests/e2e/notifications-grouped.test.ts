/**
 * Notifications grouped (issue 27, « Noise »): an establishment's evening of news about two
 * missions is two compact rows under « Aujourd’hui », each with its newest message, « + 2
 * autres » to unfold the others, « 3 non lus » and one « Marquer comme lu » for the row.
 */
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
} from './harness.ts';
import { TogetherNotificationsPage } from './pages/together-notifications.ts';
import { browserStory, establishmentAccount, professionalAccount } from './story.ts';

const clinic = establishmentAccount({
  email: 'cadre@clinique-calme.fr',
  password: 'Clinique-Calme-2026',
  first_name: 'Claire',
  last_name: 'Fontaine',
  name: 'Clinique du Parc',
});
const nurse = (first: string, email: string) =>
  professionalAccount({ email, first_name: first, last_name: 'Martin' });
const sarah = nurse('Sarah', 'sarah@calme.test');
const lea = nurse('Lea', 'lea@calme.test');

describe('notifications: one row per mission and day', () => {
  const story = browserStory();
  const signedIn = (viewport: typeof WIDE | typeof PHONE) =>
    story.signIn(clinic, { viewport, landing: '/institution-dashboard' });

  beforeAll(async () => {
    const { server } = story;
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, admin, clinic);
    // Two missions, each: assigned by the administrator, accepted, started: 3 notes each.
    for (const [who, name, hours] of [
      [sarah, 'Garde du soir', 0.3],
      [lea, 'Soins de nuit', 0.5],
    ] as const) {
      const id = await registerApproved(server, admin, who);
      const token = await apiLogin(server, who.email, who.password);
      await giveVerifiedDocument(server, admin, token);
      const { prestation: mission } = await apiRequest<{ prestation: { id: string } }>(
        server,
        'POST',
        '/prestations',
        admin,
        {
          name,
          ...plannedWindow(hours, 3),
          etablissement_id: clinicId,
          assigned_to: id,
        },
      );
      await apiRequest(server, 'PUT', `/prestations/${mission.id}/accept`, token, {});
      await apiRequest(server, 'PUT', `/prestations/${mission.id}/start`, token, {});
    }
  }, 180_000);

  for (const viewport of [PHONE, WIDE]) {
    it(`shows 6 notifications of 2 missions as 2 rows that unfold (${viewport.width} px)`, async () => {
      const page = await signedIn(viewport);
      const notifications = new TogetherNotificationsPage(page);
      await notifications.goto();
      const today = notifications.day('Aujourd’hui');
      await today.waitFor();
      // Her account's approval (no mission) is a row of its own, below the two missions.
      await expect.poll(() => notifications.rows().count()).toBe(3);
      expect(await notifications.row('Prestation').count()).toBe(2);
      expect(await notifications.row('Validation').count()).toBe(1);

      // The newest first: Léa's mission started last.
      const night = notifications.row('Soins de nuit');
      expect(plain(await notifications.rows().first().innerText())).toContain('Soins de nuit');
      await night.getByText('3 non lus', { exact: true }).waitFor();
      const more = night.getByRole('button', { name: '+ 2 autres', exact: true });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await page.locator('.Toastify__toast').waitFor({ state: 'detached', timeout: 10_000 });
      await more.click();
      const others = night.getByRole('list');
      await others.waitFor();
      expect(await others.getByRole('listitem').count()).toBe(2);
      expect(plain(await others.innerText())).toMatch(/Soins de nuit/);
      expect(
        await night.getByRole('button', { name: 'Masquer' }).getAttribute('aria-expanded'),
      ).toBe('true');
      // The row leads to the mission.
      expect(await night.getByRole('link').first().getAttribute('href')).toMatch(
        /^\/prestations\?mission=/,
      );

      await expectNoA11yViolations(page);
      expect(await smallTouchTargets(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      await shoot(page, `notifications-grouped-${viewport.width}`);

      if (viewport === WIDE) {
        // One « Marquer comme lu » reads the whole row; the other row stays unread.
        await night.getByRole('button', { name: /^Marquer comme lu/ }).click();
        await night.getByText('3 non lus', { exact: true }).waitFor({ state: 'detached' });
        await notifications.row('Garde du soir').getByText('3 non lus', { exact: true }).waitFor();
        await expect.poll(() => notifications.bellLabel()).toBe('Notifications (4 non lues)');
      }
    }, 90_000);
  }
});
