import { describe, expect, it } from 'vitest';
import { sepaText } from './sepa-text.ts';

describe('sepaText', () => {
  it('takes the accents off French names', () => {
    expect(sepaText('Hélène Lefèvre-Çà', 70)).toBe('Helene Lefevre-Ca');
    expect(sepaText('Relève', 70)).toBe('Releve');
    expect(sepaText('Cœur Ærø Straße', 70)).toBe('Coeur AEro Strasse');
  });

  it("keeps the SEPA set's punctuation and turns the rest into single spaces", () => {
    expect(sepaText('L’Hôpital « Nord » & fils_2 : (n° 3/4) ?', 70)).toBe(
      "L'Hopital Nord fils 2 : (n 3/4) ?",
    );
  });

  it('cuts to the length the field allows', () => {
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
    expect(sepaText('abc   def', 5)).toBe('abc d');
  });
});
