import { describe, expect, it } from 'vitest';
import { breakdownLines } from './breakdown-lines.ts';
import { samplePayslip } from './sample-payslip.test-support.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('breakdownLines', () => {
  it('explains each band and the travel fee', () => {
    const [first, second] = samplePayslip().services_list;
    expect(breakdownLines(first!).map(plain)).toEqual([
      'Jour semaine — 12 h 00 à 58,50 €/h : 702,00 €',
      'Frais de déplacement : 22,50 €',
    ]);
    // No travel fee: no line for it.
    expect(breakdownLines(second!).map(plain)).toEqual([
      'Jour week-end — 1 h 00 à 52,50 €/h : 52,50 €',
      'Nuit week-end — 8 h 00 à 57,20 €/h : 457,60 €',
    ]);
  });

  it('reads a fractional band in hours and minutes', () => {
    const line = samplePayslip().services_list[0]!;
    const lines = breakdownLines({
      ...line,
      travel_fee: 0,
      bands: [
        { band: 'weekday_night', label: 'nuit semaine', hours: 7.25, rate: 30, amount: 217.5 },
      ],
    });
    expect(lines.map(plain)).toEqual(['Nuit semaine — 7 h 15 à 30,00 €/h : 217,50 €']);
  });
});
