import { hasValidLuhnKey } from '../identifiers/luhn.ts';

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
  return /^\d{11}$/.test(value) && hasValidLuhnKey(value);
}
