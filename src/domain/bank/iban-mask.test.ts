import { describe, expect, it } from 'vitest';
import { maskIban } from './iban-mask.ts';

describe('maskIban', () => {
  it('shows a French IBAN as the product shows it', () => {
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• •••• •••• •••• •••• 189');
  });

  it('keeps the paper grouping of a shorter IBAN, its last three characters readable', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• •••0 00');
  });

  it('never shows more than seven characters of the number', () => {
    const shown = maskIban('IT60X0542811101000000123456').replace(/[•\s]/g, '');
    expect(shown).toBe('IT60456');
  });
});
