/**
 * Text for a SEPA payment file. The EPC's implementation guidelines for SEPA credit transfers
 * restrict names and remittance information to the basic Latin set
 * `a-z A-Z 0-9 / - ? : ( ) . , ' +` and space; banks reject or mangle anything else. French
 * names lose their accents (« Hélène » → « Helene », « œ » → « oe »), anything still outside
 * the set becomes a space, spaces are collapsed, and the result is cut to `max` characters.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/[’‘«»“”]/g, (c) => (c === '’' || c === '‘' ? "'" : ''))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return latin
    .replace(/[^a-zA-Z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The longest name a SEPA credit transfer carries (debtor, creditor, initiating party). */
export const SEPA_NAME_MAX = 70;
/** The longest unstructured remittance information. */
export const SEPA_REMITTANCE_MAX = 140;
