/** How many characters of an IBAN stay readable at each end: the country and key, the last 3. */
export const IBAN_VISIBLE_START = 4;
export const IBAN_VISIBLE_END = 3;
/** The mask character, one per hidden character. */
export const IBAN_MASK_CHAR = '•';

/**
 * An IBAN (electronic format, no spaces) as it may be shown: its country code and key and its
 * last three characters, every other character masked, in groups of four as on paper:
 * « FR76 •••• •••• •••• •••• •••• 189 ». Enough for her to recognise her account, not enough to
 * use it.
 */
export function maskIban(iban: string): string {
  const chars = [...iban];
  const masked = chars.map((c, i) =>
    i < IBAN_VISIBLE_START || i >= chars.length - IBAN_VISIBLE_END ? c : IBAN_MASK_CHAR,
  );
  const groups: string[] = [];
  for (let i = 0; i < masked.length; i += 4) groups.push(masked.slice(i, i + 4).join(''));
  return groups.join(' ');
}
