import { describe, expect, it } from 'vitest';
import { hasValidLuhnKey, isValidSiren, isValidSiret, withoutSpaces } from './luhn.ts';

describe('Luhn keys of French registry numbers', () => {
  it('accepts real SIREN and SIRET numbers and refuses a changed digit', () => {
    // Numbers published in the INSEE's SIRENE register.
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
  });

  it('wants the exact number of digits', () => {
    expect(isValidSiren('73282932')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiren('73282932a')).toBe(false);
  });

  it('reads numbers typed in groups', () => {
    expect(isValidSiret(withoutSpaces('732 829 320 00074'))).toBe(true);
    expect(hasValidLuhnKey('')).toBe(false);
  });
});
