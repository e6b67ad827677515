/**
 * After the mission, the screens (docs/product-rules.md « After the mission »): the
 * establishment writes its general brief on its profile and a mission's brief and codes in its
 * « Consignes » dialog (checked in the browser with the server's schema); the nurse reads them
 * on her card at 390 px, then OFFLINE after a reload (the copy kept in IndexedDB, the code shown
 * inside its window); the establishment rates the nurse right after « Valider », the nurse rates
 * the establishment on her validated card and sees her own average on her profile. axe finds
 * nothing. With `SCREENSHOTS_DIR` set, the screens are photographed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { localInputToEpochMs } from '../../src/domain/time/local-input-to-instant.ts';
import {
  PHONE,
  WIDE,
  shoot,
  apiLogin,
  apiRequest,
  expectNoA11yViolations,
  horizontalOverflow,
  recentWorkingDay,
  registerApproved,
  type TestServer,
} from './harness.ts';
import { browserStory } from './story.ts';
import { OfflineAppShell } from './pages/offline-app-shell.ts';

const TZ = 'Europe/Paris';

const clinic = {
  email: 'direction@clinique-saone.fr',
  password: 'Clinique-Saone-69',
  first_name: 'Luc',
  last_name: 'Martin',
  name: 'Clinique de la Saône',
  phone: '04 78 44 55 66',
  address: '12 quai Saint-Vincent, 69001 Lyon',
  role: 'établissement de santé',
  tarification: {
    weekday_rate: 40,
    weekend_rate: 48,
    night_week_rate: 50,
    // Every band priced: « Soins du soir » starts three hours after the run, on any day.
    night_weekend_rate: 56,
    travel_fee: 10,
  },
};
const nurse = {
  email: 'ines.roux@example.fr',
  password: 'Soins-du-soir-2025',
  first_name: 'Inès',
  last_name: 'Roux',
  phone: '06 22 33 44 55',
  address: '8 rue Mercière, 69002 Lyon',
  role: 'nurse',
};

const SOON = 'Soins du soir';
const DONE = 'Toilettes du matin';
const GENERAL = 'Se présenter à l’accueil du bâtiment B, demander Mme Lefèvre.';
const BRIEF = 'Deux résidents sous anticoagulants : voir le classeur rouge.';
const CODE = 'Digicode 4812B, clé dans la boîte 3';

describe('after the mission: brief and ratings in the browser', () => {
  let server: TestServer;
  const story = browserStory();
  let clinicToken: string;
  let nurseToken: string;
  let doneId: string;

  async function signIn(
    email: string,
    password: string,
    landing: string,
    viewport: { width: number; height: number },
  ) {
    const page = await story.signIn({ email, password }, { viewport, landing });
    return { context: page.context(), page };
  }

  beforeAll(async () => {
    server = story.server;
    const admin = await apiLogin(server, server.admin.email, server.admin.password);
    const clinicId = await registerApproved(server, admin, clinic);
    const nurseId = await registerApproved(server, admin, nurse);
    nurseToken = await apiLogin(server, nurse.email, nurse.password);
    clinicToken = await apiLogin(server, clinic.email, clinic.password);
    const create = async (name: string, start: string, end: string) => {
      const { prestation } = await apiRequest<{ prestation: { id: string } }>(
        server,
        'POST',
        '/prestations',
        admin,
        { name, dateStart: start, dateEnd: end, assigned_to: nurseId, etablissement_id: clinicId },
      );
      await apiRequest(server, 'PUT', `/prestations/${prestation.id}/accept`, nurseToken, {});
      return prestation.id;
    };
    // Tonight's mission starts in three hours: inside the window of its codes.
    const soon = Date.now() + 3 * 3_600_000;
    await create(SOON, new Date(soon).toISOString(), new Date(soon + 6 * 3_600_000).toISOString());
    // One done last working day, its hours awaiting the establishment's « Valider ».
    const day = recentWorkingDay(Date.now(), '13:00');
    const start = new Date(localInputToEpochMs(`${day}T07:00`, TZ) ?? NaN).toISOString();
    const end = new Date(localInputToEpochMs(`${day}T13:00`, TZ) ?? NaN).toISOString();
    doneId = await create(DONE, start, end);
    for (const [kind, at] of [
      ['start', start],
      ['end', end],
    ] as const) {
      await apiRequest(server, 'PUT', `/prestations/${doneId}/${kind}`, nurseToken, { at });
    }
  });

  it('lets the establishment write its general brief and a mission’s brief and codes', async () => {
    const { page } = await signIn(clinic.email, clinic.password, '/institution-dashboard', WIDE);
    await page.goto('/profile');
    const general = page.getByRole('region', { name: 'Consignes générales' });
    const field = general.getByRole('textbox', { name: 'Consignes générales' });
    await general.locator('textarea:enabled').waitFor();
    // Too long: the browser says so with the server's sentence, and sends nothing.
    await field.fill('x'.repeat(2001));
    await general.getByRole('button', { name: 'Enregistrer' }).click();
    await general
      .getByText('Les consignes sont trop longues (2 000 caractères au plus).')
      .waitFor();
    await field.fill(GENERAL);
    await general.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Consignes enregistrées.').waitFor();
    await expectNoA11yViolations(page);
    await shoot(page, 'institution-general-brief-1366');

    await page.goto('/prestations');
    await page.getByRole('button', { name: `Consignes — ${SOON}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Consignes de la prestation' });
    await dialog.getByText(GENERAL).waitFor();
    await dialog.getByRole('textbox', { name: 'Consignes', exact: true }).fill(BRIEF);
    await dialog.getByRole('textbox', { name: 'Codes et accès (confidentiel)' }).fill(CODE);
    await expectNoA11yViolations(page);
    await shoot(page, 'institution-mission-brief-1366');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Consignes enregistrées.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const served = await apiRequest<{ brief: string; brief_private: string | null }>(
      server,
      'GET',
      `/prestations/${doneId}/brief`,
      clinicToken,
    );
    expect(served.brief).toBe('');
  });

  it('shows the nurse her brief and code on her card at 390 px, and still offline', async () => {
    const { context, page } = await signIn(nurse.email, nurse.password, '/dashboard', PHONE);
    await page.goto('/mes-prestations');
    const card = page.getByRole('listitem', { name: SOON });
    const brief = card.getByRole('region', { name: 'Consignes' });
    await brief.getByText(CODE).waitFor();
    await brief.getByText(GENERAL).waitFor();
    await brief.getByText(BRIEF).waitFor();
    await new OfflineAppShell(page).waitForControl();
    await brief.getByText(CODE).waitFor();

    await context.setOffline(true);
    await page.reload();
    const offlineBrief = page
      .getByRole('listitem', { name: SOON })
      .getByRole('region', { name: 'Consignes' });
    await offlineBrief.getByText(CODE).waitFor();
    await offlineBrief.getByText(BRIEF).waitFor();
    await offlineBrief.getByText('Copie gardée sur ce téléphone.').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'nurse-brief-offline-390');
    await context.setOffline(false);
  });

  it('offers the establishment the rating right after « Valider », in a toast, never blocking', async () => {
    const { page } = await signIn(clinic.email, clinic.password, '/institution-dashboard', WIDE);
    await page.goto('/heures-a-valider');
    await page.getByRole('button', { name: `Valider — ${DONE}` }).click();
    // Offered in a toast, out of the way of the next card; tapped, it opens the dialog.
    await page.getByRole('button', { name: 'Noter le soignant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Noter le soignant' });
    await dialog.waitFor();
    // Sending no star says so in the form; nothing is stored.
    await dialog.getByRole('button', { name: 'Enregistrer la note' }).click();
    await dialog.getByText('Choisissez de 1 à 5 étoiles.').waitFor();
    await dialog.getByRole('radio', { name: '4 étoiles sur 5' }).check();
    const star = await dialog.locator('.stars__option').first().boundingBox();
    expect(star?.width).toBeGreaterThanOrEqual(44);
    expect(star?.height).toBeGreaterThanOrEqual(44);
    await dialog.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill('Ponctuelle.');
    await expectNoA11yViolations(page);
    await shoot(page, 'institution-rating-1366');
    await page.setViewportSize(PHONE);
    await shoot(page, 'institution-rating-390');
    await dialog.getByRole('button', { name: 'Enregistrer la note' }).click();
    await page.getByText('Note enregistrée.').waitFor();
    const state = await apiRequest<{ rating: { stars: number; comment: string } | null }>(
      server,
      'GET',
      `/prestations/${doneId}/rating`,
      clinicToken,
    );
    expect(state.rating).toMatchObject({ stars: 4, comment: 'Ponctuelle.' });
  });

  it('lets the nurse rate the establishment, and shows her own average without comments', async () => {
    const { page } = await signIn(nurse.email, nurse.password, '/dashboard', PHONE);
    await page.goto('/mes-prestations');
    const card = page.getByRole('listitem', { name: DONE });
    const rate = card.getByRole('button', { name: 'Noter l’établissement' });
    await rate.waitFor();
    // The card's buttons take no tap for a second after the cards moved (the tap guard).
    await page.waitForTimeout(1_200);
    await rate.click();
    const dialog = page.getByRole('dialog', { name: 'Noter l’établissement' });
    await dialog.getByRole('radio', { name: '5 étoiles sur 5' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer la note' }).click();
    await page.getByText('Note enregistrée.').waitFor();
    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'Ma note' });
    await mine.getByText('4 / 5 sur 1 évaluation').waitFor();
    expect(await page.getByText('Ponctuelle.').count()).toBe(0);
    await expectNoA11yViolations(page);
    await shoot(page, 'nurse-profile-rating-390');
    const state = await apiRequest<{ rating: { stars: number } | null }>(
      server,
      'GET',
      `/prestations/${doneId}/rating`,
      nurseToken,
    );
    expect(state.rating?.stars).toBe(5);
  });
});
