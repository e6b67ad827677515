import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { roundHalfUp, roundHalfUpBig } from './round-half-up.ts';

describe('roundHalfUp', () => {
  it('rounds exact halves up', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(7, 2)).toBe(4);
    // 7 % of 1 234,50 € = 86,415 € → 86,42 €
    expect(roundHalfUp(123_450 * 7, 100)).toBe(8_642);
  });

  it('rounds to the nearest integer otherwise', () => {
    expect(roundHalfUp(1, 3)).toBe(0);
    expect(roundHalfUp(2, 3)).toBe(1);
    // 25,00 €/h × 7 min = 291,666… cents
    expect(roundHalfUp(2_500 * 7, 60)).toBe(292);
    expect(roundHalfUp(0, 7)).toBe(0);
  });

  it('sends negative halves towards +∞ and accepts a negative denominator', () => {
    expect(roundHalfUp(-5, 2)).toBe(-2);
    expect(roundHalfUp(-7, 3)).toBe(-2);
    expect(roundHalfUp(5, -2)).toBe(-2);
  });

  it('is exact on BigInt beyond the safe integers', () => {
    const big = 10n ** 30n;
    expect(roundHalfUpBig(big * 2n + 1n, 2n)).toBe(big + 1n);
    expect(roundHalfUpBig(big * 3n + 1n, 3n)).toBe(big);
  });

  it('refuses a zero denominator and non-integers', () => {
    expect(() => roundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => roundHalfUp(1.5, 2)).toThrow(RangeError);
  });

  it('agrees with Math.round on small integers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000 }),
        (n, d) => roundHalfUp(n, d) === Math.round(n / d),
      ),
    );
  });
});
