import { describe, expect, it } from 'vitest';
import {
  buildInstitutionUpdate,
  canEditInstitution,
  parseTariffField,
} from './institution-form.ts';

describe('parseTariffField', () => {
  it('reads numbers, with a dot or a French comma', () => {
    expect(parseTariffField({ value: '28.5' })).toBe(28.5);
    expect(parseTariffField({ value: ' 28,50 ' })).toBe(28.5);
    expect(parseTariffField({ value: '0' })).toBe(0);
  });

  it('reads « 39,5 » as 39,50 €, never 395', () => {
    expect(parseTariffField({ value: '39,5' })).toBe(39.5);
  });

  it('leaves anything non-numeric NaN, for the schema to refuse (never 0, never a guess)', () => {
    expect(parseTariffField({ value: 'abc' })).toBeNaN();
    expect(parseTariffField({ value: '3,9,5' })).toBeNaN();
  });

  it('keeps an empty input undefined (null), never 0 €/h', () => {
    expect(parseTariffField({ value: '' })).toBeNull();
    expect(parseTariffField({ value: '   ' })).toBeNull();
  });
});

describe('buildInstitutionUpdate', () => {
  it('sends every field, trimmed, and the five tariffs as numbers or null', () => {
    expect(
      buildInstitutionUpdate({
        name: ' Clinique du Parc ',
        email: 'direction@parc.fr ',
        phone: '04 78 00 11 22',
        address: ' 3 avenue du Parc ',
        tariffs: {
          weekday_rate: { value: '32.5' },
          weekend_rate: { value: '38' },
          night_week_rate: { value: '' },
          night_weekend_rate: { value: 'x' },
          travel_fee: { value: '12,25' },
        },
      }),
    ).toEqual({
      name: 'Clinique du Parc',
      email: 'direction@parc.fr',
      phone: '04 78 00 11 22',
      address: '3 avenue du Parc',
      tarification: {
        weekday_rate: 32.5,
        weekend_rate: 38,
        night_week_rate: null,
        night_weekend_rate: Number.NaN,
        travel_fee: 12.25,
      },
    });
  });
});

describe('canEditInstitution', () => {
  it('lets the admin edit any establishment and an establishment only itself', () => {
    expect(canEditInstitution({ id: 'adm', role: 'admin' }, { id: 'i1' })).toBe(true);
    expect(canEditInstitution({ id: 'i1', role: 'institution' }, { id: 'i1' })).toBe(true);
    expect(canEditInstitution({ id: 'i2', role: 'institution' }, { id: 'i1' })).toBe(false);
    expect(canEditInstitution({ id: 'i1', role: 'nurse' }, { id: 'i1' })).toBe(false);
  });
});
