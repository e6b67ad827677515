import { describe, expect, it } from 'vitest';
import { buildRegisterBody } from './build-register-body.ts';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const person = {
  first_name: 'Inès',
  last_name: 'Moreau',
  email: 'ines@example.fr',
  password: 'Soins-de-nuit-2025',
  phone: '06 12 34 56 78',
  address: '12 rue des Lilas',
};

describe('buildRegisterBody', () => {
  it('sends neither name nor tariffs for a nurse', () => {
    const body = buildRegisterBody(
      form({ ...person, role: 'nurse', name: 'x', weekday_rate: '3' }),
    );
    expect(body).toEqual({ ...person, role: 'nurse' });
  });

  it('sends a nurse’s RPPS number when she gave one, never an empty one', () => {
    expect(buildRegisterBody(form({ ...person, role: 'nurse', rpps: ' 10003456786 ' }))).toEqual({
      ...person,
      role: 'nurse',
      rpps: '10003456786',
    });
    expect(buildRegisterBody(form({ ...person, role: 'nurse', rpps: '' }))).toEqual({
      ...person,
      role: 'nurse',
    });
  });

  it('never sends an RPPS number for a caregiver', () => {
    expect(buildRegisterBody(form({ ...person, role: 'caregiver', rpps: '10003456789' }))).toEqual({
      ...person,
      role: 'caregiver',
    });
  });

  it('sends the establishment name and the filled tariffs as numbers, leaving empty ones out', () => {
    const body = buildRegisterBody(
      form({
        ...person,
        role: 'établissement de santé',
        name: 'Clinique du Parc',
        weekday_rate: '32.5',
        weekend_rate: '',
        night_week_rate: '41,25',
        night_weekend_rate: ' ',
        travel_fee: '0',
      }),
    );
    expect(body).toEqual({
      ...person,
      role: 'établissement de santé',
      name: 'Clinique du Parc',
      tarification: { weekday_rate: 32.5, night_week_rate: 41.25, travel_fee: 0 },
    });
  });

  it('omits tarification entirely when no tariff is filled', () => {
    const body = buildRegisterBody(
      form({ ...person, role: 'établissement de santé', name: 'EHPAD Les Tilleuls' }),
    );
    expect(body).not.toHaveProperty('tarification');
  });

  it('sends an establishment’s SIRET as typed when given, never a nurse’s', () => {
    const clinic = buildRegisterBody(
      form({
        ...person,
        role: 'établissement de santé',
        name: 'Clinique',
        siret: ' 732 829 320 00074 ',
      }),
    );
    expect(clinic.siret).toBe('732 829 320 00074');
    const empty = buildRegisterBody(
      form({ ...person, role: 'établissement de santé', name: 'Clinique', siret: '' }),
    );
    expect(empty).not.toHaveProperty('siret');
    expect(
      buildRegisterBody(form({ ...person, role: 'nurse', siret: '73282932000074' })),
    ).not.toHaveProperty('siret');
  });
});
