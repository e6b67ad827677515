import { describe, expect, it } from 'vitest';
import { eurosInputText, parseEuros } from './parse-euros.ts';
import { eurosToCents } from './cents.ts';

describe('parseEuros', () => {
  it('reads a French comma and a point alike: « 39,5 » is 39,50 €, never 395', () => {
    expect(parseEuros('39,5')).toBe(39.5);
    expect(parseEuros('39.5')).toBe(39.5);
    expect(eurosToCents(parseEuros('39,5') ?? 0)).toBe(3950);
    expect(parseEuros('39,50')).toBe(39.5);
    expect(parseEuros(' 28 ')).toBe(28);
    expect(parseEuros('0,99')).toBe(0.99);
    expect(parseEuros(',5')).toBe(0.5);
    expect(parseEuros('12,')).toBe(12);
  });

  it('reads thousands separated by spaces and a trailing euro sign', () => {
    expect(parseEuros('1 234,56')).toBe(1234.56);
    expect(parseEuros('1\u202f234,56')).toBe(1234.56);
    expect(parseEuros('1\u00a0234')).toBe(1234);
    expect(parseEuros('39,50 €')).toBe(39.5);
    expect(parseEuros('39,50€')).toBe(39.5);
  });

  it('is null for an empty field', () => {
    expect(parseEuros('')).toBeNull();
    expect(parseEuros('   ')).toBeNull();
  });

  it('refuses what is not one number (NaN), rather than guessing', () => {
    for (const text of [
      'abc',
      '12abc',
      '3,9,5',
      '1.234,56',
      '1e3',
      '39,5 €/h',
      ',',
      '-',
      '12 34',
      '0x10',
      'Infinity',
    ]) {
      expect(parseEuros(text), text).toBeNaN();
    }
  });

  it('reads a minus sign, for the schemas to refuse with their own sentence', () => {
    expect(parseEuros('-5')).toBe(-5);
  });

  it('keeps more than two decimals as typed, for the schemas to refuse', () => {
    expect(parseEuros('39,555')).toBe(39.555);
  });
});

describe('eurosInputText', () => {
  it('shows a French comma, empty when not defined', () => {
    expect(eurosInputText(39.5)).toBe('39,5');
    expect(eurosInputText(28)).toBe('28');
    expect(eurosInputText(null)).toBe('');
  });
});
