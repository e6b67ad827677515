/**
 * The Luhn key (ISO/IEC 7812-1) that French registries put on their numbers: RPPS (11 digits),
 * SIREN (9) and SIRET (14). From the right, the check digit as is, every second digit doubled
 * (minus 9 above 9); the sum is a multiple of ten.
 */
export function hasValidLuhnKey(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces typed between groups of digits (« 732 829 320 ») are not part of the number. */
export function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A SIREN, the company's number at the INSEE: 9 digits with a Luhn key. */
export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && hasValidLuhnKey(value);
}

/**
 * A SIRET, one establishment of a company: its SIREN and 5 more digits, 14 with a Luhn key over
 * all of them. (La Poste's establishments, SIREN 356 000 000, follow another rule: the sum of
 * the digits is a multiple of five; they are not care establishments and are not special-cased.)
 */
export function isValidSiret(value: string): boolean {
  return /^\d{14}$/.test(value) && hasValidLuhnKey(value);
}
