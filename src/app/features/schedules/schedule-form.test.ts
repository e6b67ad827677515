import { describe, expect, it } from 'vitest';
import { checkScheduleForm, estimateTotal, type ScheduleFormValues } from './schedule-form.ts';

const filled: ScheduleFormValues = {
  date: '2025-11-22',
  service_type: ' Garde de nuit ',
  time_start: '21:00',
  time_end: '07:00',
  tarif_base: '28.5',
  deplacement_cost: '',
  institution_id: '',
};

describe('checkScheduleForm', () => {
  it('sends tariffs as numbers, travel cost 0 by default and no establishment as null', () => {
    expect(checkScheduleForm(filled)).toEqual({
      ok: true,
      body: {
        date: '2025-11-22',
        service_type: 'Garde de nuit',
        time_start: '21:00',
        time_end: '07:00',
        tarif_base: 28.5,
        deplacement_cost: 0,
        institution_id: null,
      },
    });
    const named = checkScheduleForm({ ...filled, deplacement_cost: '12,5', institution_id: 'i1' });
    expect(named.ok && named.body).toMatchObject({ deplacement_cost: 12.5, institution_id: 'i1' });
  });

  it('requires date, service type, times and base tariff (docs/product-rules.md §8)', () => {
    expect(
      checkScheduleForm({
        date: '',
        service_type: '  ',
        time_start: '',
        time_end: '',
        tarif_base: '',
        deplacement_cost: '',
        institution_id: '',
      }),
    ).toEqual({
      ok: false,
      errors: {
        date: 'La date est obligatoire.',
        service_type: 'Le type de service est obligatoire.',
        time_start: "L'heure de début est obligatoire.",
        time_end: "L'heure de fin est obligatoire.",
        tarif_base: 'Le tarif de base est obligatoire.',
      },
    });
  });

  it('refuses equal times and amounts that are not positive numbers', () => {
    expect(
      checkScheduleForm({
        ...filled,
        time_end: '21:00',
        tarif_base: '-3',
        deplacement_cost: 'abc',
      }),
    ).toEqual({
      ok: false,
      errors: {
        time_end: "L'heure de fin doit être différente de l'heure de début.",
        tarif_base: 'Le tarif de base doit être un nombre positif.',
        deplacement_cost: 'Les frais de déplacement doivent être un nombre positif.',
      },
    });
  });
});

describe('estimateTotal', () => {
  it('is tarif × hours + travel cost, across midnight too', () => {
    expect(estimateTotal({ ...filled, deplacement_cost: '15' })).toBe(300);
    expect(
      estimateTotal({
        time_start: '08:00',
        time_end: '15:30',
        tarif_base: '28.5',
        deplacement_cost: '',
      }),
    ).toBe(213.75);
  });

  it('is null until the form makes a total', () => {
    expect(estimateTotal({ ...filled, tarif_base: '' })).toBeNull();
    expect(estimateTotal({ ...filled, time_end: '' })).toBeNull();
    expect(estimateTotal({ ...filled, time_end: '21:00' })).toBeNull();
  });
});
