/**
 * The platform's identity (`/settings/company`): defaults before the administrator saves,
 * identifiers read as people type them and stored in their electronic form, French refusals
 * that change nothing, and the administrator alone. The real server on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { COMPANY_SETTINGS } from './fixtures/routes.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const read = (token: string) => t.request({ method: 'GET', url: '/api/settings/company', token });
const save = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/settings/company', token, payload });

describe('company settings', () => {
  it('answers the defaults before anything is saved: the name and a 20 % VAT', async () => {
    const res = await read(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Relève',
      siren: '',
      vat_number: '',
      address: '',
      iban: '',
      bic: '',
      vat_rate: 20,
    });
  });

  it('stores identifiers typed in groups in their electronic form', async () => {
    const res = await save(admin, { ...COMPANY_SETTINGS, bic: 'bnpa frpp xxx', vat_rate: 5.5 });
    expect(res.statusCode).toBe(200);
    const expected = {
      name: 'Relève SAS',
      siren: '732829320',
      vat_number: 'FR44732829320',
      address: '12 rue de la Paix, 75002 Paris',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPPXXX',
      vat_rate: 5.5,
    };
    expect(res.json()).toEqual(expected);
    expect((await read(admin)).json()).toEqual(expected);
  });

  it.each([
    ['siren', '732829321', "Le SIREN n'est pas valide : 9 chiffres dont une clé de contrôle."],
    [
      'iban',
      'FR7630006000011234567890188',
      "L'IBAN n'est pas valide : vérifiez sa clé et ses chiffres.",
    ],
    [
      'iban',
      // A valid Brazilian IBAN: right key, but Brazil is not in the SEPA zone.
      'BR1800360305000010009795493C1',
      "Cet IBAN n'appartient pas à un pays de la zone SEPA.",
    ],
    ['bic', 'BNPA', "Le BIC n'est pas valide (8 ou 11 caractères, par exemple BNPAFRPPXXX)."],
    ['vat_rate', 120, 'Le taux de TVA ne peut pas dépasser 100 %.'],
    ['name', '', 'La raison sociale est obligatoire.'],
    ['address', 'Rue\r\nBcc: x', "L'adresse tient sur une ligne, sans caractère de contrôle."],
  ])('refuses a wrong %s (%s) in French and changes nothing', async (field, value, message) => {
    const before = (await read(admin)).json();
    const res = await save(admin, { ...COMPANY_SETTINGS, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', field], msg: message }),
    ]);
    expect((await read(admin)).json()).toEqual(before);
  });

  it('lets blank identifiers mean « not given yet »', async () => {
    const res = await save(admin, {
      ...COMPANY_SETTINGS,
      siren: ' ',
      iban: '',
      bic: '',
      vat_number: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ siren: '', iban: '', bic: '', vat_number: '' });
  });

  it('is the administrator’s alone', async () => {
    const nurse = await t.createUser({ role: 'nurse' });
    const institution = await t.createUser({ role: 'institution', name: 'Clinique des Lilas' });
    for (const token of [nurse.token, institution.token]) {
      expect((await read(token)).statusCode).toBe(403);
      expect((await save(token, COMPANY_SETTINGS)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/settings/company' })).statusCode).toBe(401);
  });
});
