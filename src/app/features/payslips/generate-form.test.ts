import { describe, expect, it } from 'vitest';
import { checkGenerateForm, monthOf } from './generate-form.ts';

describe('checkGenerateForm', () => {
  it('passes a complete form as the query of POST /payslips/generate', () => {
    expect(
      checkGenerateForm({ user_id: 'u1', period_start: '2025-11-01', period_end: '2025-11-30' }),
    ).toEqual({
      ok: true,
      query: { user_id: 'u1', period_start: '2025-11-01', period_end: '2025-11-30' },
    });
    // A one-day period is a period.
    expect(
      checkGenerateForm({ user_id: 'u1', period_start: '2025-11-05', period_end: '2025-11-05' }).ok,
    ).toBe(true);
  });

  it('requires both dates and a professional, in French, without calling anything', () => {
    expect(checkGenerateForm({ user_id: '', period_start: '', period_end: '' })).toEqual({
      ok: false,
      errors: {
        user_id: 'Choisissez un professionnel.',
        period_start: 'La date de début de la période est obligatoire.',
        period_end: 'La date de fin de la période est obligatoire.',
      },
    });
  });

  it('refuses an end before the start', () => {
    expect(
      checkGenerateForm({ user_id: 'u1', period_start: '2025-11-30', period_end: '2025-11-01' }),
    ).toEqual({
      ok: false,
      errors: { period_end: 'La fin de la période doit être postérieure ou égale à son début.' },
    });
  });
});

describe('monthOf', () => {
  it('gives the first and last days of the month', () => {
    expect(monthOf('2025-11-21')).toEqual({ start: '2025-11-01', end: '2025-11-30' });
    expect(monthOf('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthOf('2025-12-31')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});
