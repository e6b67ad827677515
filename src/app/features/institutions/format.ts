import type { TariffKey } from '../../../contract/common.ts';
import { formatEuros, formatRate } from '../../ui/format.ts';
import { fr } from './fr.ts';

/**
 * A tariff as a card shows it: « 28,50 €/h » for the four hourly rates, « 12,00 € » for the
 * travel fee (per mission), « Non définie » (« Non défini » for the fee) when the establishment has not set it.
 */
export function formatTariff(key: TariffKey, value: number | null): string {
  if (value === null) return key === 'travel_fee' ? fr.undefinedFee : fr.undefinedRate;
  return key === 'travel_fee' ? formatEuros(value) : formatRate(value);
}
