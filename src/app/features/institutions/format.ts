import type { TariffKey } from '../../../contract/common.ts';
import { fr } from './fr.ts';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * A tariff as a card shows it: « 28,50 €/h » for the four hourly rates, « 12,00 € » for the
 * travel fee (per mission), « Non définie » when the establishment has not set it.
 */
export function formatTariff(key: TariffKey, value: number | null): string {
  if (value === null) return fr.undefinedRate;
  const amount = euros.format(value);
  return key === 'travel_fee' ? amount : `${amount}/h`;
}

/** « 21 novembre 2025 », the day in Paris of an ISO instant. */
export function formatCreatedAt(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : longDate.format(instant);
}
