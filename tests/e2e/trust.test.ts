/**
 * Screens a nurse trusts (issue 27): an establishment's tariff typed with a French comma saves
 * to the cent and an absurd one asks first; every menu link opens at the top of its screen and
 * « Retour » brings her back where she was; after « Valider » on the hours to sign off, a
 * second tap within a second hits nothing, though the next card's « Valider » now lies under
 * the finger. With `SCREENSHOTS_DIR` set, the screens are photographed at 390 and 1366 px.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuFor, moreFor, tabsFor } from '../../src/app/ui/menu-items.ts';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  PHONE,
  WIDE,
  MOBILE_VIEWPORT,
  apiGet,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  newPage,
  plain,
  recentWorkingDay,
  registerApproved,
  toast,
  waitForPath,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';
import { AppFrame } from './pages/app-frame.ts';
import { LoginPage } from './pages/login-page.ts';
import { MoneyInstitutionsPage } from './pages/money-institutions-page.ts';
import { RegisterPage } from './pages/register-page.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'cadre@clinique-des-tilleuls.fr',
  password: 'Clinique-Tilleuls-2026',
  first_name: 'Nadia',
  last_name: 'Roux',
  name: 'Clinique des Tilleuls',
  phone: '04 78 00 11 22',
  address: '12 avenue des Tilleuls, 69006 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 30,
    weekend_rate: 35,
    night_week_rate: 38,
    night_weekend_rate: 40,
    travel_fee: 10,
  },
};

const nurse = {
  email: 'lea.girard@example.fr',
  password: 'Soins-du-matin-2026',
  first_name: 'Léa',
  last_name: 'Girard',
  phone: '06 12 34 56 78',
  address: '4 rue des Tilleuls, 69003 Lyon',
  role: 'nurse',
};

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

interface ClinicTariffs {
  id: string;
  tarification: Record<string, number | null>;
}

describe('screens a nurse trusts', () => {
  let server: TestServer;
  const story = browserStory();
  let adminToken: string;
  let clinicId: string;
  const missionIds: string[] = [];

  const signIn = (
    email: string,
    password: string,
    viewport: { width: number; height: number } = MOBILE_VIEWPORT,
  ) => story.signIn({ email, password }, { viewport });

  const weekendRate = async () => {
    const list = await apiGet<ClinicTariffs[]>(server, '/institutions', adminToken);
    return list.find((i) => i.id === clinicId)?.tarification.weekend_rate;
  };

  beforeAll(async () => {
    server = story.server;
    adminToken = await apiLogin(server, server.admin.email, server.admin.password);
    clinicId = await registerApproved(server, adminToken, clinic);
    const nurseId = await registerApproved(server, adminToken, nurse);
    const nurseToken = await apiLogin(server, nurse.email, nurse.password);

    // Three completed missions of a recent working day, their hours awaiting the clinic.
    const day = recentWorkingDay(Date.now(), '18:00');
    for (const [name, from, to] of [
      ['Soins du matin', '07:00', '10:00'],
      ['Soins de midi', '11:00', '14:00'],
      ['Soins du soir', '15:00', '18:00'],
    ] as const) {
      const start = new Date(localInputToEpochMs(`${day}T${from}`, TZ) ?? NaN).toISOString();
      const end = new Date(localInputToEpochMs(`${day}T${to}`, TZ) ?? NaN).toISOString();
      const { prestation } = await apiRequest<{ prestation: { id: string } }>(
        server,
        'POST',
        '/prestations',
        adminToken,
        {
          name,
          description: 'Pansements',
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
      missionIds.push(prestation.id);
    }
  });

  it('saves « 39,5 » as 39,50 €/h and asks before « 3950 »', async () => {
    for (const viewport of [PHONE, WIDE]) {
      const page = await signIn(clinic.email, clinic.password, viewport);
      const directory = new MoneyInstitutionsPage(page);
      await directory.goto();
      await directory.editButton(clinic.name).click();
      await directory.dialog().waitFor();
      const weekend = directory.field('Tarif week-end (€/h)');
      // The decimal keypad, never a number input whose reading depends on the browser.
      expect(await weekend.getAttribute('type')).toBe('text');
      expect(await weekend.getAttribute('inputmode')).toBe('decimal');
      await weekend.fill('39,5');
      await directory.save().click();
      await toast(page, 'Institution mise à jour !').waitFor();
      await directory.dialog().waitFor({ state: 'hidden' });
      expect(await weekendRate()).toBe(39.5);
      await expect
        .poll(async () => plain(await directory.tariff(clinic.name, 'Week-end').innerText()))
        .toBe('39,50 €/h');

      // « 3950 » (the comma forgotten): the dialog asks, nothing is sent.
      await directory.editButton(clinic.name).click();
      await directory.dialog().waitFor();
      expect(await weekend.inputValue()).toBe('39,5');
      await weekend.fill('3950');
      await directory.save().click();
      const question = directory.dialog().getByRole('alert').filter({ hasText: 'montant voulu' });
      await question.waitFor();
      expect(plain(await question.innerText())).toContain('3 950,00 €');
      await shot(page, `trust-rate-question-${viewport.width}`);
      await expectNoA11yViolations(page);
      expect(await weekendRate()).toBe(39.5);
      // « Corriger »: back in the field, the question gone.
      await question.getByRole('button', { name: 'Corriger' }).click();
      await question.waitFor({ state: 'hidden' });
      expect(await weekend.evaluate((el) => el === document.activeElement)).toBe(true);
      // Confirmed, the bound still holds: over 500 €/h is refused under the field.
      await directory.save().click();
      await question.getByRole('button', { name: 'Oui, enregistrer' }).click();
      await directory
        .dialog()
        .getByText('Un tarif horaire ne dépasse pas 500 €/h.', { exact: true })
        .waitFor();
      expect(await weekend.getAttribute('aria-invalid')).toBe('true');
      // Not a number: refused under the field, never 0.
      await weekend.fill('39,5,0');
      await directory.save().click();
      await directory
        .dialog()
        .getByText('Montant invalide : un nombre est attendu.', { exact: true })
        .waitFor();
      expect(await weekendRate()).toBe(39.5);
      // 250 €/h, confirmed: saved. The first save's toast must be gone first, or on a slow
      // machine the check below would see two (or read the old one).
      await toast(page, 'Institution mise à jour !').waitFor({ state: 'hidden' });
      await weekend.fill('250');
      await directory.save().click();
      await question.getByRole('button', { name: 'Oui, enregistrer' }).click();
      await toast(page, 'Institution mise à jour !').waitFor();
      expect(await weekendRate()).toBe(250);
      await apiRequest(server, 'PUT', `/institutions/${clinicId}`, adminToken, {
        name: clinic.name,
        email: clinic.email,
        phone: clinic.phone,
        address: clinic.address,
        tarification: { ...clinic.tarification },
      });
    }
  });

  it('opens every menu link at the top, and « Retour » where she was', async () => {
    const accounts = [
      { email: server.admin.email, password: server.admin.password, role: 'admin', viewport: WIDE },
      { email: clinic.email, password: clinic.password, role: 'institution', viewport: WIDE },
      { email: nurse.email, password: nurse.password, role: 'nurse', viewport: PHONE },
    ] as const;
    for (const account of accounts) {
      const page = await signIn(account.email, account.password, account.viewport);
      const frame = new AppFrame(page);
      const entries =
        tabsFor(account.role).length > 0 && account.viewport.width < 600
          ? [...tabsFor(account.role), ...moreFor(account.role)]
          : menuFor(account.role);
      // Every page made tall enough to scroll, whatever it holds (CSSOM: the CSP refuses a
      // <style> tag).
      const tall = () =>
        page.evaluate(() => {
          const main = document.querySelector('main');
          if (main) main.style.paddingBottom = '3000px';
        });
      await frame.pageHeading().waitFor();
      for (const { label, path } of entries) {
        await tall();
        await page.evaluate(() => window.scrollTo(0, 1200));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await frame.navigate(label);
        await waitForPath(page, path);
        await frame.pageHeading().waitFor();
        // The address changes at once; the screen (a chunk of its own) may follow a moment later.
        await expect
          .poll(() => page.evaluate(() => window.scrollY), {
            message: `${account.role} → ${label}`,
          })
          .toBe(0);
      }
      // « Retour »: back on the previous screen, where she had scrolled it.
      await tall();
      // She scrolls to 700 px once the screen has settled (sections still loading above would
      // move what is at 700 px: the browser keeps the content in view, not the number).
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, 700));
          await page.waitForTimeout(300);
          return page.evaluate(() => window.scrollY);
        })
        .toBe(700);
      const here = new URL(page.url()).pathname;
      const home = entries[0];
      if (!home || home.path === here) throw new Error('the first entry is the last screen');
      await frame.navigate(home.label);
      await waitForPath(page, home.path);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await waitForPath(page, here);
      await expect
        .poll(() => page.evaluate(() => window.scrollY), {
          message: `${account.role}: « Retour » to ${here}`,
        })
        .toBe(700);
    }
  });

  it('lets no second tap within a second after « Valider » land on the next card', async () => {
    const clinicToken = await apiLogin(server, clinic.email, clinic.password);
    const awaitingNames = async () =>
      (
        await apiGet<{ name: string; validation: string }[]>(
          server,
          '/prestations/validation',
          clinicToken,
        )
      )
        .filter((m) => m.validation === 'awaiting')
        .map((m) => m.name);
    const page = await signIn(clinic.email, clinic.password, PHONE);
    await page.goto('/heures-a-valider');
    await waitForPath(page, '/heures-a-valider');
    const card = (name: string) => page.getByRole('listitem', { name, exact: true });
    const validate = (name: string) => card(name).getByRole('button', { name: /^Valider/ });
    await validate('Soins du matin').waitFor();
    await validate('Soins de midi').waitFor();
    await shot(page, 'trust-hours-390');
    await validate('Soins du matin').scrollIntoViewIfNeeded();
    // The cards just arrived (a move too): the guard's second passes before the first tap.
    await expect.poll(() => validate('Soins du matin').getAttribute('aria-disabled')).toBeNull();
    const box = await validate('Soins du matin').boundingBox();
    if (!box) throw new Error('no « Valider »');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The tap that signs the morning off: its card leaves, and the next card's « Valider »
    // moves up under the very same point.
    await page.mouse.click(x, y);
    await card('Soins du matin').waitFor({ state: 'detached' });
    const under = await page.evaluate(
      ([px, py]) =>
        document
          .elementFromPoint(px ?? 0, py ?? 0)
          ?.closest('li')
          ?.getAttribute('aria-labelledby'),
      [x, y],
    );
    expect(under).toBe(await card('Soins de midi').getAttribute('aria-labelledby'));
    // The second tap, within the second: it hits nothing.
    expect(await validate('Soins de midi').getAttribute('aria-disabled')).toBe('true');
    await page.mouse.click(x, y);
    await toast(page, 'Heures validées.').waitFor();
    await expect.poll(awaitingNames).toEqual(['Soins de midi', 'Soins du soir']);
    // The second past, the button takes taps again.
    await expect.poll(() => validate('Soins de midi').getAttribute('aria-disabled')).toBeNull();
    expect(await awaitingNames()).toEqual(['Soins de midi', 'Soins du soir']);
    await expectNoA11yViolations(page);

    const wide = await signIn(clinic.email, clinic.password, WIDE);
    await wide.goto('/heures-a-valider');
    await wide.getByRole('listitem', { name: 'Soins de midi', exact: true }).waitFor();
    await shot(wide, 'trust-hours-1366');
  });

  it('says a refused sign-in in the form and, after registering, that the account awaits approval', async () => {
    for (const viewport of [PHONE, WIDE]) {
      const { context, page } = await newPage(story.browser, server, { viewport });
      story.contexts.push(context);
      const register = new RegisterPage(page);
      await register.goto();
      await register.register({
        first_name: 'Zoé',
        last_name: 'Perrin',
        email: `zoe.perrin.${viewport.width}@example.fr`,
        password: 'Soins-de-nuit-2026',
        phone: '06 11 22 33 44',
        address: '2 rue des Tilleuls, 69003 Lyon',
        role: 'caregiver',
      });
      await waitForPath(page, '/login');
      const notice = page.getByRole('status').filter({ hasText: 'attend l’approbation' });
      await notice.waitFor();
      const login = new LoginPage(page);
      await login.login(`zoe.perrin.${viewport.width}@example.fr`, 'Soins-de-nuit-2026');
      const refusal = page
        .locator('form')
        .getByRole('alert')
        .getByText("Votre compte est en attente de validation par l'administrateur.");
      await refusal.waitFor();
      await shot(page, `trust-login-refused-${viewport.width}`);
      await expectNoA11yViolations(page);
    }
  });
});
