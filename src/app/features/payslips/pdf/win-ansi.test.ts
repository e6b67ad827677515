import { describe, expect, it } from 'vitest';
import { isWinAnsi, toWinAnsi } from './win-ansi.ts';

describe('toWinAnsi', () => {
  it('keeps French letters, guillemets and the euro sign', () => {
    const text = 'Relève — « Fiche de paie » : Inès, François, Œuvre, çà et là, 12 €, l’été…';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('turns the spaces Intl puts in French numbers into plain spaces', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      1234.56,
    );
    expect(intl).not.toBe('1 234,56 €');
    expect(toWinAnsi(intl)).toBe('1 234,56 €');
    expect(toWinAnsi('7\u202f%\u00a0x\u2009–\u2009y\tz\nw')).toBe('7 % x – y z w');
  });

  it('drops invisible characters and control codes', () => {
    expect(toWinAnsi('para\u00adgraphe\u200b\u0007')).toBe('paragraphe');
  });

  it('strips accents Helvetica cannot draw, and replaces what is left', () => {
    expect(toWinAnsi('Erdős Łukasz 王 🙂')).toBe('Erdos Lukasz ? ?');
    expect(toWinAnsi('5 − 2')).toBe('5 ? 2');
  });

  it('produces only WinAnsi code points', () => {
    const out = toWinAnsi('Ça coûte 1\u202f000\u00a0€ — « ok » ✓ ő ſ');
    for (const char of out) expect(isWinAnsi(char.codePointAt(0) ?? 0), char).toBe(true);
  });
});
