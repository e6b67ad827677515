import { describe, expect, it } from 'vitest';
import { alreadyOnPayslips, checkGenerateForm, monthOf, periodAfterLast } from './generate-form.ts';

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

describe('the period after her last payslip (issue 27)', () => {
  const slip = (id: string, start: string, end: string, lines: [string, string][] = []) => ({
    id,
    user_id: 'u1',
    period_start: start,
    period_end: end,
    services_list: lines.map(([date, name]) => ({
      prestation_id: `${id}-${date}`,
      date,
      service_type: name,
    })),
  });

  it('starts the day after her last payslip and runs to the end of the month', () => {
    const payslips = [slip('a', '2026-10-01', '2026-10-31'), slip('b', '2026-11-01', '2026-11-10')];
    expect(periodAfterLast(payslips, 'u1', '2026-11-27')).toEqual({
      start: '2026-11-11',
      end: '2026-11-30',
    });
    // Another professional's payslips do not count.
    expect(periodAfterLast(payslips, 'u2', '2026-11-27')).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });

  it('reaches the end of the current month when her last payslip is older', () => {
    expect(periodAfterLast([slip('a', '2026-09-01', '2026-09-30')], 'u1', '2026-11-27')).toEqual({
      start: '2026-10-01',
      end: '2026-11-30',
    });
  });

  it('names the missions of the period already on another payslip', () => {
    const payslips = [
      slip('b', '2026-11-01', '2026-11-10', [
        ['2026-11-03', 'Nuit en médecine'],
        ['2026-11-09', 'Renfort aux urgences'],
      ]),
    ];
    const found = alreadyOnPayslips(payslips, 'u1', '2026-11-05', '2026-11-30');
    expect(found.map((f) => [f.payslip.id, f.missions])).toEqual([['b', ['Renfort aux urgences']]]);
    expect(alreadyOnPayslips(payslips, 'u1', '2026-11-11', '2026-11-30')).toEqual([]);
  });
});
