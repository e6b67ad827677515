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

  it('turns anything non-numeric into 0 (docs/product-rules.md §8)', () => {
    expect(parseTariffField({ value: 'abc' })).toBe(0);
    expect(parseTariffField({ value: '', badInput: true })).toBe(0);
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
        night_weekend_rate: 0,
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
