/**
 * The PDF's standard Helvetica font can only draw WinAnsi (Windows-1252) text: Latin-1 (é, è,
 * à, ç, «, »…) plus a few typographic signs (€, ’, –, —, …). pdf-lib throws on anything else,
 * and `Intl` puts such characters in French numbers and ranges: U+202F (narrow no-break space,
 * « 1 234,56 € », « 7 % ») and U+2009 (thin space, « 1 – 30 »). This keeps text drawable.
 */

/** Windows-1252's 0x80–0x9F block, which Latin-1 leaves to control characters. */
const CP1252_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0) ?? 0),
);

/** Whether Helvetica (WinAnsi encoding) can draw this code point. */
export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa1 && codePoint <= 0xff && codePoint !== 0xad) ||
    CP1252_EXTRAS.has(codePoint)
  );
}

const SPACES = /[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/u;
const COMBINING_MARKS = /\p{M}/gu;

/** Letters of European names that carry no separable accent (NFD leaves them whole). */
export const LETTER_FALLBACKS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ſ: 's',
};

/**
 * Text Helvetica can draw: every kind of space (no-break, narrow, thin, tab, line break)
 * becomes a plain space; invisible characters (soft hyphen, zero-width) go; a letter outside
 * WinAnsi loses its accent if that makes it drawable (« ő » → « o », « Ł » → « L »), else
 * becomes « ? ».
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (SPACES.test(char)) out += ' ';
    else if (INVISIBLE.test(char) || codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) {
      continue;
    } else if (isWinAnsi(codePoint)) out += char;
    else {
      const bare = LETTER_FALLBACKS[char] ?? char.normalize('NFD').replace(COMBINING_MARKS, '');
      out += bare !== '' && [...bare].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? bare : '?';
    }
  }
  return out;
}
