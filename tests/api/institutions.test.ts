import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { TARIFFS, createInstitution } from './fixtures/money.ts';

let t: TestApp;
let admin: string;
let clinic: Awaited<ReturnType<typeof createInstitution>>;
let pendingClinic: Awaited<ReturnType<TestApp['createUser']>>;
let nurse: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  clinic = await createInstitution(t, 'Clinique des Lilas');
  pendingClinic = await t.createUser({
    role: 'établissement de santé',
    name: 'Ehpad en attente',
    approve: false,
  });
  nurse = await t.createUser({ role: 'nurse' });
});
afterAll(async () => {
  await t.close();
});

const edit = (id: string, token: string, over: Record<string, unknown> = {}) =>
  t.request({
    method: 'PUT',
    url: `/api/institutions/${id}`,
    token,
    payload: {
      name: 'Clinique des Lilas',
      email: clinic.email,
      phone: '04 72 11 22 33',
      address: '8 avenue Jean Jaurès, 69007 Lyon',
      tarification: TARIFFS,
      ...over,
    },
  });

describe('the directory', () => {
  it('lists approved establishments with their tariffs in euros for any signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/institutions', token: nurse.token });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toContainEqual({
      id: clinic.user.id,
      name: 'Clinique des Lilas',
      email: clinic.email,
      phone: clinic.user.phone,
      address: clinic.user.address,
      role: 'institution',
      status: 'approved',
      created_at: clinic.user.created_at,
      tarification: {
        weekday_rate: 25,
        weekend_rate: 30,
        night_week_rate: 32.5,
        night_weekend_rate: 40,
        travel_fee: 12.5,
      },
      // No place given yet.
      location: null,
      siret: null,
    });
    const ids = list.map((i: { id: string }) => i.id);
    expect(ids).not.toContain(pendingClinic.user.id);
    expect(ids).not.toContain(nurse.user.id);
  });

  it('shows the admin pending establishments too', async () => {
    const list = (
      await t.request({ method: 'GET', url: '/api/institutions', token: admin })
    ).json();
    expect(list).toContainEqual(
      expect.objectContaining({ id: pendingClinic.user.id, status: 'pending' }),
    );
  });

  it('requires a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/institutions' })).statusCode).toBe(401);
  });

  it('serves an establishment its own profile', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/institutions/me',
      token: clinic.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: clinic.user.id, name: 'Clinique des Lilas' });
    const byNurse = await t.request({
      method: 'GET',
      url: '/api/institutions/me',
      token: nurse.token,
    });
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json()).toEqual({ detail: 'Réservé aux établissements de santé.' });
  });
});

describe('editing an establishment', () => {
  it('lets the admin edit any establishment and returns it with tariffs as numbers', async () => {
    const { user, email } = await createInstitution(t, 'Centre Pasteur');
    const res = await edit(user.id, admin, {
      name: '  Centre Louis Pasteur ',
      email: email.toUpperCase(),
      tarification: {
        weekday_rate: 26.1,
        weekend_rate: 31,
        night_week_rate: 0,
        night_weekend_rate: null,
        travel_fee: 9.99,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      name: 'Centre Louis Pasteur',
      email,
      phone: '04 72 11 22 33',
      address: '8 avenue Jean Jaurès, 69007 Lyon',
      tarification: {
        weekday_rate: 26.1,
        weekend_rate: 31,
        night_week_rate: 0,
        night_weekend_rate: null,
        travel_fee: 9.99,
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      weekdayRateCents: 2610,
      nightWeekRateCents: 0,
      nightWeekendRateCents: null,
      travelFeeCents: 999,
    });
  });

  it('lets an establishment edit itself', async () => {
    const res = await edit(clinic.user.id, clinic.token, { phone: '04 78 00 00 01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('04 78 00 00 01');
  });

  it('refuses another establishment and a nurse, changing nothing', async () => {
    const other = await createInstitution(t, 'Ehpad Les Tilleuls');
    const byOther = await edit(clinic.user.id, other.token, { name: 'Piratée' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      detail: 'Vous ne pouvez modifier que votre propre établissement.',
    });
    const byNurse = await edit(clinic.user.id, nurse.token, { name: 'Piratée' });
    expect(byNurse.statusCode).toBe(403);
    // Refused before the body is even read.
    const byNurseBadBody = await t.request({
      method: 'PUT',
      url: `/api/institutions/${clinic.user.id}`,
      token: nurse.token,
      payload: {},
    });
    expect(byNurseBadBody.statusCode).toBe(403);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, clinic.user.id));
    expect(row?.name).toBe('Clinique des Lilas');
  });

  it('answers 404 for an id that is not an establishment', async () => {
    const unknown = await edit('inconnu', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Établissement introuvable.' });
    expect((await edit(nurse.user.id, admin)).statusCode).toBe(404);
  });

  it('refuses an email already used by another account', async () => {
    const res = await edit(clinic.user.id, clinic.token, { email: nurse.email });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'email'],
          msg: 'Un compte existe déjà avec cette adresse e-mail.',
          type: 'unique',
        },
      ],
    });
  });

  it('validates the body in French', async () => {
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{ name: ' ' }, ['body', 'name'], "Le nom de l'établissement est obligatoire."],
      [{ email: 'pas-un-email' }, ['body', 'email'], "L'adresse e-mail n'est pas valide."],
      [{ phone: 'abc' }, ['body', 'phone'], "Le numéro de téléphone n'est pas valide."],
      [
        { tarification: { ...TARIFFS, weekday_rate: -5 } },
        ['body', 'tarification', 'weekday_rate'],
        'Le montant ne peut pas être négatif.',
      ],
      [
        { tarification: { ...TARIFFS, travel_fee: 1.005 } },
        ['body', 'tarification', 'travel_fee'],
        'Le montant a au plus deux décimales.',
      ],
      [
        { tarification: { ...TARIFFS, weekend_rate: 'trente' } },
        ['body', 'tarification', 'weekend_rate'],
        'Montant invalide : un nombre est attendu.',
      ],
      [{ tarification: undefined }, ['body', 'tarification'], 'Les tarifs sont obligatoires.'],
      [
        { tarification: { ...TARIFFS, weekend_rate: 3950 } },
        ['body', 'tarification', 'weekend_rate'],
        'Un tarif horaire ne dépasse pas 500 €/h.',
      ],
      [
        { tarification: { ...TARIFFS, travel_fee: 500.01 } },
        ['body', 'tarification', 'travel_fee'],
        'Des frais de déplacement ne dépassent pas 500 €.',
      ],
    ];
    for (const [over, loc, msg] of cases) {
      const res = await edit(clinic.user.id, clinic.token, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().detail, JSON.stringify(over)).toContainEqual(
        expect.objectContaining({ loc, msg }),
      );
    }
  });
});

describe('the bounds of a tariff (issue 27)', () => {
  it('stores 39,50 €/h to the cent and takes 500 €/h, the highest rate', async () => {
    const ok = await edit(clinic.user.id, clinic.token, {
      tarification: { ...TARIFFS, weekend_rate: 39.5, night_weekend_rate: 500, travel_fee: 500 },
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, clinic.user.id));
    expect(ok.json().tarification).toMatchObject({
      weekend_rate: 39.5,
      night_weekend_rate: 500,
      travel_fee: 500,
    });
    expect(row).toMatchObject({ weekendRateCents: 3950, nightWeekendRateCents: 50000 });
  });

  it('refuses 3 950 €/h and changes nothing', async () => {
    const before = await t.request({
      method: 'GET',
      url: '/api/institutions',
      token: admin,
    });
    const mine = (list: { id: string; tarification: unknown }[]) =>
      list.find((i) => i.id === clinic.user.id)?.tarification;
    const res = await edit(clinic.user.id, clinic.token, {
      name: 'Clinique renommée',
      tarification: { ...TARIFFS, weekend_rate: 3950 },
    });
    expect(res.statusCode).toBe(422);
    const after = await t.request({ method: 'GET', url: '/api/institutions', token: admin });
    expect(mine(after.json())).toEqual(mine(before.json()));
    expect(after.json().find((i: { id: string }) => i.id === clinic.user.id).name).not.toBe(
      'Clinique renommée',
    );
  });

  it('refuses a tariff above the bound at registration', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'borne@clinique.fr',
        password: 'un-mot-de-passe-long',
        first_name: 'Anne',
        last_name: 'Borne',
        phone: '04 72 00 00 00',
        address: '1 rue de la Borne, 69001 Lyon',
        role: 'établissement de santé',
        name: 'Clinique de la Borne',
        tarification: { weekday_rate: 501 },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'tarification', 'weekday_rate'],
        msg: 'Un tarif horaire ne dépasse pas 500 €/h.',
      }),
    );
  });
});
