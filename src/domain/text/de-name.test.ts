import { describe, expect, it } from 'vitest';
import { deName } from './de-name.ts';

describe('deName: « de » with the French elision', () => {
  it('elides before a vowel, accented or not, in any case', () => {
    expect(deName('Inès')).toBe("d'Inès");
    expect(deName('Émilie')).toBe("d'Émilie");
    expect(deName('Anne Morel')).toBe("d'Anne Morel");
    expect(deName('avril 2026')).toBe("d'avril 2026");
    expect(deName('août 2026')).toBe("d'août 2026");
    expect(deName('Œuvre de la Croix')).toBe("d'Œuvre de la Croix");
  });

  it('elides before the mute h of names', () => {
    expect(deName('Hélène')).toBe("d'Hélène");
    expect(deName('Hugo Martin')).toBe("d'Hugo Martin");
  });

  it('keeps « de » before a consonant, a Y, a digit or nothing', () => {
    expect(deName('Léa')).toBe('de Léa');
    expect(deName('mars 2026')).toBe('de mars 2026');
    expect(deName('Yann')).toBe('de Yann');
    expect(deName('Yvonne')).toBe('de Yvonne');
    expect(deName('2 patients')).toBe('de 2 patients');
    expect(deName('')).toBe('de ');
  });

  it('ignores spaces before the name', () => {
    expect(deName('  Inès')).toBe("d'Inès");
  });
});
