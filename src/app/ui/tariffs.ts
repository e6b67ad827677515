import { TARIFF_KEYS } from '../../contract/limits.ts';

/** The five tariffs of an establishment, in display order (shared with the server's schemas). */
export { TARIFF_KEYS };

/** The text an input starts with: « 28.5 » for 28,50 €, empty when not defined. */
export function tariffInputValue(value: number | null): string {
  return value === null ? '' : String(value);
}
