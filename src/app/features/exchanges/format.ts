import { APP_TIME_ZONE } from '../../ui/format.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: APP_TIME_ZONE,
});

/** A mission's planned period, « 12 mars 2025, 21:00 – 13 mars 2025, 07:00 », in Paris time. */
export function formatPeriod(startIso: string, endIso: string): string {
  return dateTime.formatRange(new Date(startIso), new Date(endIso));
}
