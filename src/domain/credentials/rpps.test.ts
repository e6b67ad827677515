import { describe, expect, it } from 'vitest';
import { isValidRpps, normalizeRpps } from './rpps.ts';

describe('isValidRpps', () => {
  it('accepts 11 digits whose last one is the Luhn key of the first ten', () => {
    for (const rpps of ['10001234565', '10100012342', '10000000009', '12345678903']) {
      expect(isValidRpps(rpps), rpps).toBe(true);
    }
  });

  it('refuses a wrong key', () => {
    expect(isValidRpps('10001234566')).toBe(false);
    expect(isValidRpps('10001234560')).toBe(false);
    expect(isValidRpps('12345678901')).toBe(false);
  });

  it('refuses two digits swapped (the key catches it)', () => {
    expect(isValidRpps('10001243565')).toBe(false);
  });

  it('refuses anything but 11 digits', () => {
    for (const value of [
      '',
      '1000123456',
      '100012345650',
      '1000123456a',
      '1000 123 456 5',
      '-10001234565',
      '１０００１２３４５６５',
    ]) {
      expect(isValidRpps(value), value).toBe(false);
    }
  });

  it('checks every 11-digit number with a single changed digit as invalid', () => {
    const valid = '10001234565';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const digit = String(d);
        if (digit === valid[i]) continue;
        const changed = valid.slice(0, i) + digit + valid.slice(i + 1);
        expect(isValidRpps(changed), changed).toBe(false);
      }
    }
  });
});

describe('normalizeRpps', () => {
  it('drops the spaces typed between groups', () => {
    expect(normalizeRpps(' 100 0123 4565 ')).toBe('10001234565');
    expect(isValidRpps(normalizeRpps('1 00 01 23 45 65'))).toBe(true);
  });
});
