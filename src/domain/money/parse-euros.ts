/**
 * An amount typed by a person, in French or English habits, to euros:
 * « 39,5 », « 39.5 », « 39,50 € », « 1 234,56 » (spaces, no-break spaces as thousands
 * separators). Returns null for an empty text (the field was left blank) and NaN for anything
 * that is not one number: « 3,9,5 », « 12abc », « 1e3 », « 39,5 €/h » — never a guess, so that a
 * stray comma can never turn 39,5 into 395. A leading minus is read (the schemas refuse it with
 * their own sentence). More than two decimals are kept as typed: the schemas refuse them.
 */
export function parseEuros(text: string): number | null {
  const trimmed = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (trimmed === '') return null;
  const withoutSign = trimmed.replace(/\s*€$/, '');
  // Thousands separators: a space between groups of three digits, nothing else.
  const compact = /^-?\d{1,3}( \d{3})+([.,]\d*)?$/.test(withoutSign)
    ? withoutSign.replace(/ /g, '')
    : withoutSign;
  const match = /^(-?)(\d+)?(?:[.,](\d*))?$/.exec(compact);
  if (!match || (match[2] === undefined && !match[3])) return Number.NaN;
  const number = Number(`${match[1]}${match[2] ?? '0'}.${match[3] || '0'}`);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** An amount as an input shows it: « 39,5 » for 39,50 € (a French comma, no trailing zeros). */
export function eurosInputText(euros: number | null): string {
  return euros === null ? '' : String(euros).replace('.', ',');
}
