/**
 * The RPPS number (Répertoire partagé des professionnels de santé) that identifies a nurse:
 * 11 digits, the last one a Luhn check digit over the first ten. Spaces typed between groups
 * are not part of it.
 */
export function normalizeRpps(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True for 11 digits whose Luhn sum is a multiple of ten. */
export function isValidRpps(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    // From the right: the check digit as is, every second digit doubled (minus 9 above 9).
    let digit = value.charCodeAt(value.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
