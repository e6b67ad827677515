import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const dateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** A mission's planned period, « 12 mars 2025, 21:00 – 13 mars 2025, 07:00 », in the business time zone. */
export function formatPeriod(startIso: string, endIso: string): string {
  return dateTime.formatRange(new Date(startIso), new Date(endIso));
}
