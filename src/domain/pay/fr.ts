import type { PayBand } from './split-into-bands.ts';

/** The bands as the French user reads them. */
export const BAND_LABELS_FR: Record<PayBand, string> = {
  weekday_day: 'jour semaine',
  weekday_night: 'nuit semaine',
  weekend_day: 'jour week-end',
  weekend_night: 'nuit week-end',
};

/**
 * « Le tarif « nuit week-end » de l'établissement Clinique des Lilas n'est pas défini. »
 * Plain spaces inside the guillemets, as in the product's wording, so the
 * text can be matched exactly.
 */
export function missingRateMessage(establishmentName: string, band: PayBand): string {
  return `Le tarif « ${BAND_LABELS_FR[band]} » de l'établissement ${establishmentName} n'est pas défini.`;
}

/** A mission that ends before it starts cannot be priced. */
export const INVALID_INTERVAL_MESSAGE = 'La fin de la prestation précède son début.';
