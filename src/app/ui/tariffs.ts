import { TARIFF_KEYS } from '../../contract/limits.ts';

/** The five tariffs of an establishment, in display order (shared with the server's schemas). */
export { TARIFF_KEYS };
