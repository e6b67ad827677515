import { describe, expect, it } from 'vitest';
import { formatTariff } from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTariff', () => {
  it('shows hourly rates in €/h and the travel fee in €', () => {
    expect(plain(formatTariff('weekday_rate', 28.5))).toBe('28,50 €/h');
    expect(plain(formatTariff('night_weekend_rate', 1250))).toBe('1 250,00 €/h');
    expect(plain(formatTariff('travel_fee', 12))).toBe('12,00 €');
    expect(plain(formatTariff('weekend_rate', 0))).toBe('0,00 €/h');
  });

  it('says « Non définie » for a rate that is not set, « Non défini » for the fee', () => {
    expect(formatTariff('weekend_rate', null)).toBe('Non définie');
    expect(formatTariff('travel_fee', null)).toBe('Non défini');
  });
});
