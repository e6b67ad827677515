/**
 * The establishment's team (issue 26, members): the owner opens « Équipe » from its menu,
 * invites a colleague (the form refuses a bad address with the server's words), gets the link;
 * the colleague opens it, sets her password and lands on the establishment's dashboard signed
 * in; she sees « Équipe » without managing it; the owner removes her after confirming. At 390
 * and 1366 px, axe at zero, touch targets of 44 px. With `SCREENSHOTS_DIR` set, each screen is
 * photographed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  WIDE,
  shoot,
  apiLogin,
  expectNoA11yViolations,
  horizontalOverflow,
  newPage,
  registerApproved,
  smallTouchTargets,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';
import { LoginPage } from './pages/login-page.ts';

const owner = {
  email: 'direction@clinique-lilas.fr',
  password: 'Direction-Lilas-2027',
  first_name: 'Hélène',
  last_name: 'Roux',
  phone: '04 72 00 00 01',
  address: '3 place Bellecour, 69002 Lyon',
  role: 'institution',
  name: 'Clinique des Lilas',
  tarification: {
    weekday_rate: 30,
    weekend_rate: 40,
    night_week_rate: 35,
    night_weekend_rate: 45,
    travel_fee: 10,
  },
};
const MEMBER_PASSWORD = 'Cadre-De-Sante-Nuit-7';

describe("the establishment's team", () => {
  let server: TestServer;
  const story = browserStory();

  async function open(viewport: { width: number; height: number }) {
    const { context, page } = await newPage(story.browser, server, { viewport });
    story.contexts.push(context);
    return page;
  }

  beforeAll(async () => {
    server = story.server;
    const adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    await registerApproved(server, adminToken, owner);
  });

  for (const [label, viewport] of [
    ['390', PHONE],
    ['1366', WIDE],
  ] as const) {
    it(`invites, accepts and removes a manager at ${label} px`, async () => {
      const email = `cadre-${label}@clinique-lilas.fr`;
      const page = await open(viewport);
      const login = new LoginPage(page);
      await login.goto();
      await login.login(owner.email, owner.password);
      await waitForPath(page, '/institution-dashboard');

      await page.goto('/equipe');
      await page.getByRole('heading', { level: 1, name: "Équipe de l'établissement" }).waitFor();
      await page.getByText('Titulaire du compte').waitFor();
      await expectNoA11yViolations(page);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await smallTouchTargets(page)).toEqual([]);

      // The contract's schema refuses a bad address before any call.
      await page.getByLabel('Prénom').fill('Nadia');
      await page.getByLabel('Nom', { exact: true }).fill('Benali');
      await page.getByLabel('E-mail').fill('pas-une-adresse');
      await page.getByRole('button', { name: 'Inviter', exact: true }).click();
      await page.getByText("L'adresse e-mail n'est pas valide.").waitFor();

      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Inviter', exact: true }).click();
      await page.getByText('Nadia Benali est invitée.').waitFor();
      const link = await page.getByLabel("Lien d'invitation").inputValue();
      expect(link).toMatch(/\/invitation\?token=/);
      await shoot(page, `members-invited-${label}`);

      // She opens the link on her own device.
      const hers = await open(viewport);
      await hers.goto(new URL(link).pathname + new URL(link).search);
      await hers.getByRole('heading', { name: "Rejoindre l'équipe d'un établissement" }).waitFor();
      await expectNoA11yViolations(hers);
      await shoot(hers, `members-invitation-${label}`);
      await hers.getByLabel('Mot de passe', { exact: true }).fill(MEMBER_PASSWORD);
      await hers.getByLabel('Confirmer le mot de passe').fill(MEMBER_PASSWORD);
      await hers.getByRole('button', { name: 'Ouvrir mon compte' }).click();
      await waitForPath(hers, '/institution-dashboard');
      await hers.goto('/equipe');
      await hers
        .getByText("L'équipe est gérée par le titulaire du compte de l'établissement.", {
          exact: false,
        })
        .waitFor();

      // The owner sees her, and removes her after confirming.
      await page.reload();
      await page.getByText(email).waitFor();
      await shoot(page, `members-list-${label}`);
      await page.getByRole('button', { name: 'Retirer Nadia Benali' }).click();
      await page.getByRole('dialog', { name: "Retirer de l'équipe" }).waitFor();
      await expectNoA11yViolations(page);
      await shoot(page, `members-remove-${label}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Retirer', exact: true }).click();
      await toast(page, "Nadia Benali ne fait plus partie de l'équipe.").waitFor();
      expect(await page.getByText(email).count()).toBe(0);

      // Her session ends at her next call.
      await hers.goto('/prestations');
      await waitForPath(hers, '/login');
    });
  }
});
