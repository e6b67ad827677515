/**
 * Working together (issue 6): two professionals write to each other live, the notifications
 * screen and its bell, teams, exchanges of missions, and a notification shown by the service
 * worker while the page is hidden.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
  ROOT,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  launchBrowser,
  newPage,
  registerApproved,
  startServer,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { TogetherExchangesPage } from './pages/together-exchanges.ts';
import { TogetherMessagesPage } from './pages/together-messages.ts';
import { TogetherNotificationsPage } from './pages/together-notifications.ts';
import { TogetherTeamsPage } from './pages/together-teams.ts';

/** `E2E_STATIC_DIR` serves another build than dist/ (a private one while others rebuild). */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? join(ROOT, 'dist');
/** The service worker exists in the build once vite-plugin-pwa is wired. */
const SW_BUILT = existsSync(join(STATIC_DIR, 'sw.js'));
if (!SW_BUILT) {
  console.warn(
    `[together] ${join(STATIC_DIR, 'sw.js')} is missing: the build has no service worker yet, ` +
      'so the « notification while hidden » test is skipped.',
  );
}

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  role: 'nurse' | 'caregiver';
}

const ines: Person = {
  first_name: 'Inès',
  last_name: 'Moreau',
  email: 'ines.moreau@together.test',
  password: 'Soins-de-nuit-2025',
  role: 'nurse',
};
const paul: Person = {
  first_name: 'Paul',
  last_name: 'Martin',
  email: 'paul.martin@together.test',
  password: 'Aide-soignant-2025',
  role: 'caregiver',
};
const name = (p: Person) => `${p.first_name} ${p.last_name}`;

describe('together: messages, notifications, teams, exchanges', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  // One signed-in page per person, reused from test to test like people keep the app open.
  let inesPage: Page;
  let paulPage: Page;
  /** Uncaught errors of every page: none is expected. */
  const pageErrors: string[] = [];

  async function signIn(
    person: { email: string; password: string },
    viewport: { width: number; height: number } = MOBILE_VIEWPORT,
  ) {
    const { context, page } = await newPage(browser, server, { viewport });
    contexts.push(context);
    page.on('pageerror', (error) => pageErrors.push(`${person.email}: ${error.message}`));
    const login = new LoginPage(page);
    await login.goto();
    await login.login(person.email, person.password);
    await waitForPath(page, '/dashboard');
    return { context, page };
  }

  /** Closes every toast on screen, so that the next assertion sees only new ones. */
  async function dismissToasts(page: Page) {
    const buttons = page.locator('.Toastify__close-button');
    while ((await buttons.count()) > 0) {
      await buttons
        .first()
        .click()
        .catch(() => undefined);
      await page.waitForTimeout(50);
    }
  }

  beforeAll(async () => {
    server = await startServer({ STATIC_DIR });
    browser = await launchBrowser();
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    for (const person of [ines, paul]) {
      ids[person.email] = await registerApproved(server, adminToken, {
        ...person,
        phone: '06 12 34 56 78',
        address: '12 rue des Lilas, 69003 Lyon',
      });
      tokens[person.email] = await apiLogin(server, person.email, person.password);
    }
    inesPage = (await signIn(ines, DESKTOP_VIEWPORT)).page;
    paulPage = (await signIn(paul, MOBILE_VIEWPORT)).page;
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lets two professionals write to each other live, on a desktop and on a phone', async () => {
    const inesMessages = new TogetherMessagesPage(inesPage);
    const paulMessages = new TogetherMessagesPage(paulPage);

    // Inès, on her desktop, has no conversation yet.
    await inesMessages.goto();
    await inesMessages.conversations().getByText('Aucune conversation', { exact: true }).waitFor();
    await inesPage.getByText('Sélectionnez une conversation', { exact: true }).waitFor();
    await expectNoA11yViolations(inesPage);

    // « Nouvelle conversation »: any approved user.
    await inesMessages.newConversationButton().click();
    await inesMessages.dialog().waitFor();
    await expectNoA11yViolations(inesPage);
    await inesPage.keyboard.press('Escape');
    await inesMessages.dialog().waitFor({ state: 'hidden' });
    await inesMessages.startConversationWith(name(paul));
    await inesPage.getByText("Aucun message pour l'instant\u202f: écrivez le premier.").waitFor();
    expect(new URL(inesPage.url()).searchParams.get('with')).toBe(ids[paul.email]);

    // Blank content is never sent.
    await inesMessages.messageField().fill('   \n  ');
    expect(await inesMessages.sendButton().isDisabled()).toBe(true);

    await inesMessages.send('Bonjour Paul, peux-tu me remplacer jeudi soir ?');
    const first = inesMessages.bubble(name(paul), 'peux-tu me remplacer jeudi soir');
    await first.waitFor();
    expect(await first.getAttribute('class')).toContain('bubble--own');
    expect(await first.locator('time').innerText()).toMatch(/^\d{2}:\d{2}$/);
    expect(await inesMessages.messageField().inputValue()).toBe('');
    await inesMessages.conversation(name(paul)).waitFor();

    // Paul, on his phone's dashboard, is told at once.
    await toast(paulPage, 'Nouveau message reçu').waitFor();

    // His list shows Inès with the last message and one unread; opening it reads it.
    await paulMessages.goto();
    const fromInes = paulMessages.conversation(name(ines));
    await fromInes.getByText('Bonjour Paul, peux-tu me remplacer jeudi soir ?').waitFor();
    await fromInes.getByText('1 message non lu', { exact: true }).waitFor();
    expect(await horizontalOverflow(paulPage)).toBe(0);
    await expectNoA11yViolations(paulPage);
    await fromInes.click();
    await paulMessages.bubble(name(ines), 'peux-tu me remplacer jeudi soir').waitFor();
    await paulMessages.backButton().waitFor();
    expect(await paulMessages.conversations().isVisible()).toBe(false);
    // The list gave way to the thread: focus moved to it, not lost.
    expect(await paulPage.evaluate(() => document.activeElement?.textContent)).toBe(name(ines));
    await expect
      .poll(async () => {
        const list = await apiRequest<{ unread_count: number }[]>(
          server,
          'GET',
          '/messages/conversations',
          tokens[paul.email] ?? '',
        );
        return list[0]?.unread_count;
      })
      .toBe(0);
    expect(await horizontalOverflow(paulPage)).toBe(0);
    await expectNoA11yViolations(paulPage);

    // With the thread open in front of him, a new message appears without reload nor toast.
    await dismissToasts(paulPage);
    await inesMessages.send('Ce serait de 21 h à 7 h, à l’EHPAD.');
    await paulMessages.bubble(name(ines), 'de 21 h à 7 h').waitFor();
    await paulPage.waitForTimeout(500);
    expect(await toast(paulPage, 'Nouveau message reçu').count()).toBe(0);

    // And his answer reaches the thread Inès keeps open on her desktop, on the left there.
    await paulMessages.send('Oui, avec plaisir.');
    const answer = inesMessages.bubble(name(paul), 'Oui, avec plaisir.');
    await answer.waitFor();
    expect(await answer.getAttribute('class')).not.toContain('bubble--own');
    expect(await toast(inesPage, 'Nouveau message reçu').count()).toBe(0);

    // Back to the list on the phone, focus on the conversation just left.
    await paulMessages.backButton().click();
    await paulMessages
      .conversation(name(ines))
      .getByText('Vous\u202f: Oui, avec plaisir.')
      .waitFor();
    expect(
      await paulMessages
        .conversation(name(ines))
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
  });

  it('lists notifications, marks one read and clears the read ones; the bell follows live', async () => {
    const paulNotifications = new TogetherNotificationsPage(paulPage);
    await paulPage.goto('/dashboard');
    await waitForPath(paulPage, '/dashboard');
    const { count } = await apiRequest<{ count: number }>(
      server,
      'GET',
      '/notifications/unread-count',
      tokens[paul.email] ?? '',
    );
    // His account's approval is unread; Inès's two messages were read with her conversation.
    expect(count).toBe(1);
    await expect.poll(() => paulNotifications.bellLabel()).toBe('Notifications (1 non lue)');

    await paulNotifications.bell().click();
    await waitForPath(paulPage, '/notifications');
    await paulNotifications.heading().waitFor();
    await expect.poll(() => paulNotifications.cards().count()).toBe(3);
    const approval = paulNotifications.card('Validation');
    await approval.getByText('Non lu', { exact: true }).waitFor();
    expect(await paulNotifications.card('Message').count()).toBe(2);
    expect(
      await paulNotifications.card('Message').getByText('Non lu', { exact: true }).count(),
    ).toBe(0);
    if (SW_BUILT) {
      // Web Push for this device, offered once the service worker is there.
      await paulPage
        .getByRole('button', { name: 'Recevoir les notifications sur cet appareil', exact: true })
        .waitFor();
    }
    expect(await horizontalOverflow(paulPage)).toBe(0);
    await expectNoA11yViolations(paulPage);

    await approval.getByRole('button', { name: 'Marquer comme lu' }).click();
    await approval.getByText('Non lu', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => paulNotifications.bellLabel()).toBe('Notifications');

    await paulNotifications.clearReadButton().click();
    await toast(paulPage, 'Notifications supprimées').waitFor();
    await expect.poll(() => paulNotifications.cards().count()).toBe(0);
    await paulPage.getByText('Aucune notification', { exact: true }).waitFor();

    // A new message while he reads: the list and the bell update without reload.
    await apiRequest(server, 'POST', '/messages', tokens[ines.email] ?? '', {
      to_user_id: ids[paul.email],
      content: 'As-tu vu mon message ?',
    });
    await expect.poll(() => paulNotifications.cards().count()).toBe(1);
    await expect.poll(() => paulNotifications.bellLabel()).toBe('Notifications (1 non lue)');
    await toast(paulPage, 'Nouveau message reçu').waitFor();

    // A notification with a link leads to its screen (Inès's thread) and counts as read.
    await paulNotifications.cards().first().getByRole('link').click();
    await waitForPath(paulPage, '/messages');
    await expect.poll(() => paulNotifications.bellLabel()).toBe('Notifications');
  });

  it('lets the administrator compose teams; a member sees his own', async () => {
    const { page: adminPage } = await signIn(server.admin, DESKTOP_VIEWPORT);
    const teams = new TogetherTeamsPage(adminPage);
    await teams.goto();
    await adminPage.getByText('Aucune équipe', { exact: true }).waitFor();

    await teams.newTeamButton().click();
    const create = teams.dialog('Nouvelle équipe');
    await create.waitFor();
    await create.getByRole('checkbox', { name: /^Inès Moreau/ }).waitFor();
    await expectNoA11yViolations(adminPage);
    // A team needs a name.
    await create.getByRole('button', { name: "Créer l'équipe" }).click();
    await create.getByText("Le nom de l'équipe est obligatoire.").waitFor();
    await teams.fillTeam('Nouvelle équipe', {
      name: 'Équipe de nuit',
      members: [name(ines), name(paul)],
      referent: name(ines),
    });
    await create.getByRole('button', { name: "Créer l'équipe" }).click();
    await toast(adminPage, 'Équipe créée').waitFor();
    const card = teams.card('Équipe de nuit');
    await card.getByText('2 membres', { exact: true }).waitFor();
    await card.getByText(name(ines), { exact: true }).first().waitFor();
    expect(await card.locator('dd').first().innerText()).toBe(name(ines));
    await expectNoA11yViolations(adminPage);

    // Edit: rename, and Paul alone.
    await card.getByRole('button', { name: /^Modifier/ }).click();
    const edit = teams.dialog("Modifier l'équipe");
    await edit.getByLabel("Nom de l'équipe", { exact: true }).fill('Équipe de nuit — Lyon 3');
    await edit.getByRole('checkbox', { name: /^Inès Moreau/ }).uncheck();
    // Inès was the referent; out of the team, she no longer can be.
    expect(await edit.getByLabel('Référent', { exact: true }).inputValue()).toBe('');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await toast(adminPage, 'Équipe mise à jour').waitFor();
    const renamed = teams.card('Équipe de nuit — Lyon 3');
    await renamed.getByText('1 membre', { exact: true }).waitFor();
    await renamed.getByText('Aucun référent', { exact: true }).waitFor();

    // Paul sees the team he belongs to; Inès none.
    const paulTeams = new TogetherTeamsPage(paulPage);
    await paulTeams.goto();
    await paulTeams.card('Équipe de nuit — Lyon 3').getByText(name(paul)).waitFor();
    expect(await paulTeams.newTeamButton().count()).toBe(0);
    expect(await horizontalOverflow(paulPage)).toBe(0);
    await expectNoA11yViolations(paulPage);
    const inesTeams = new TogetherTeamsPage(inesPage);
    await inesTeams.goto();
    await inesPage.getByText("Vous ne faites partie d'aucune équipe.", { exact: true }).waitFor();

    // Delete, after confirmation.
    await renamed.getByRole('button', { name: /^Supprimer/ }).click();
    const confirm = teams.dialog("Supprimer l'équipe");
    await confirm.getByText(/sera supprimée/).waitFor();
    await expectNoA11yViolations(adminPage);
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await toast(adminPage, 'Équipe supprimée').waitFor();
    await adminPage.getByText('Aucune équipe', { exact: true }).waitFor();
  });

  it('lets a nurse propose her mission to a colleague, who accepts it live', async () => {
    // A mission assigned to Inès tomorrow night.
    const start = new Date(Date.now() + 24 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 10 * 3600_000);
    const missionName = 'Nuit EHPAD Les Tilleuls';
    // A mission is given to someone only with an establishment whose tariffs price it
    // (docs/product-rules.md §9).
    const tilleuls = await registerApproved(server, adminToken, {
      email: 'planning@tilleuls.together.test',
      password: 'Tilleuls-Planning-2025',
      first_name: 'Sophie',
      last_name: 'Garnier',
      name: 'EHPAD Les Tilleuls',
      phone: '04 72 10 20 30',
      address: '8 rue des Tilleuls, 69100 Villeurbanne',
      role: 'établissement de santé',
      tarification: {
        weekday_rate: 30,
        weekend_rate: 36,
        night_week_rate: 40,
        night_weekend_rate: 44,
        travel_fee: 10,
      },
    });
    await apiRequest(server, 'POST', '/prestations', adminToken, {
      name: missionName,
      description: 'Surveillance de nuit, unité protégée.',
      dateStart: start.toISOString(),
      dateEnd: end.toISOString(),
      assigned_to: ids[ines.email],
      etablissement_id: tilleuls,
    });

    const inesExchanges = new TogetherExchangesPage(inesPage);
    const paulExchanges = new TogetherExchangesPage(paulPage);
    await inesExchanges.goto();
    await inesPage.getByText('Aucun échange', { exact: true }).waitFor();
    await paulExchanges.goto();
    await paulPage.getByText('Aucun échange', { exact: true }).waitFor();
    await dismissToasts(paulPage);

    await inesExchanges.proposeButton().click();
    const dialog = inesExchanges.dialog();
    await dialog.getByLabel('Collègue', { exact: true }).waitFor();
    await expectNoA11yViolations(inesPage);
    // Only nurses and caregivers other than herself.
    const colleagues = await dialog
      .getByLabel('Collègue', { exact: true })
      .locator('option')
      .allInnerTexts();
    expect(colleagues).toEqual(['Choisissez un(e) collègue', 'Paul Martin — Aide-soignant(e)']);
    await dialog.getByLabel('Prestation', { exact: true }).selectOption({ index: 1 });
    await dialog
      .getByLabel('Collègue', { exact: true })
      .selectOption({ label: 'Paul Martin — Aide-soignant(e)' });
    await dialog.getByLabel('Motif', { exact: true }).fill('Rendez-vous médical jeudi soir.');
    await dialog.getByRole('button', { name: 'Envoyer la proposition' }).click();
    await toast(inesPage, "Proposition d'échange envoyée").waitFor();
    const sent = inesExchanges.card(missionName);
    await sent.getByText(name(paul), { exact: true }).waitFor();
    expect(await inesExchanges.badges(missionName)).toEqual(['Envoyée', 'En attente']);
    expect(await sent.getByRole('button', { name: /^Accepter/ }).count()).toBe(0);

    // Paul, on his exchanges screen, is told and sees the request without reload.
    await paulPage
      .locator('.Toastify')
      .getByText(/^Inès Moreau vous propose de reprendre la prestation « Nuit EHPAD Les Tilleuls »/)
      .waitFor();
    const received = paulExchanges.card(missionName);
    await received.waitFor();
    expect(await paulExchanges.badges(missionName)).toEqual(['Reçue', 'En attente']);
    await received.getByText('Rendez-vous médical jeudi soir.').waitFor();
    await received.getByText(name(ines)).waitFor();
    expect(await horizontalOverflow(paulPage)).toBe(0);
    await expectNoA11yViolations(paulPage);

    await received.getByRole('button', { name: /^Accepter/ }).click();
    await toast(paulPage, 'Échange accepté').waitFor();
    await expect.poll(() => paulExchanges.badges(missionName)).toEqual(['Reçue', 'Acceptée']);
    expect(await received.getByRole('button', { name: /^Accepter/ }).count()).toBe(0);

    // Inès learns it live; the mission is Paul's now.
    await inesPage
      .locator('.Toastify')
      .getByText(/^Paul Martin a accepté de reprendre/)
      .waitFor();
    await expect.poll(() => inesExchanges.badges(missionName)).toEqual(['Envoyée', 'Acceptée']);
    const paulMissions = await apiRequest<{ name: string; status: string }[]>(
      server,
      'GET',
      '/prestations/me',
      tokens[paul.email] ?? '',
    );
    expect(paulMissions.map((m) => [m.name, m.status])).toEqual([[missionName, 'accepted']]);
  });

  it.skipIf(!SW_BUILT)(
    'shows a notification arriving while the page is hidden through the service worker',
    async () => {
      const { context, page } = await signIn(ines, DESKTOP_VIEWPORT);
      await context.grantPermissions(['notifications'], { origin: server.baseUrl });
      // The worker installs on the first visit and takes the page (clientsClaim).
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
          timeout: 20_000,
        })
        .toBe(true);
      // Hidden, as when the phone is locked or another app is in front.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => 'hidden',
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange'));
      });

      await apiRequest(server, 'POST', '/messages', tokens[paul.email] ?? '', {
        to_user_id: ids[ines.email],
        content: 'Tu es réveillée ?',
      });
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.ready;
              const shown = await registration.getNotifications();
              return shown.map((n) => ({ title: n.title, body: n.body }));
            }),
          { timeout: 15_000 },
        )
        .toEqual([{ title: 'Relève', body: 'Nouveau message de Paul Martin' }]);
      // Shown by the system, not as a toast.
      expect(
        await page.locator('.Toastify').getByText('Nouveau message de Paul Martin').count(),
      ).toBe(0);
    },
  );

  it('closes the live link on sign-out', async () => {
    await paulPage.goto('/dashboard');
    await waitForPath(paulPage, '/dashboard');
    await dismissToasts(paulPage);
    await new AppFrame(paulPage).logout();
    await apiRequest(server, 'POST', '/messages', tokens[ines.email] ?? '', {
      to_user_id: ids[paul.email],
      content: 'Tu es encore là ?',
    });
    await paulPage.waitForTimeout(1_000);
    expect(await toast(paulPage, 'Nouveau message reçu').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
