const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const longDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** A mission's planned period, « 12 mars 2025, 21:00 – 13 mars 2025, 07:00 », in Paris time. */
export function formatPeriod(startIso: string, endIso: string): string {
  return dateTime.formatRange(new Date(startIso), new Date(endIso));
}

/** When a request was made, « 12 mars 2025 à 14:05 ». */
export function formatCreatedAt(iso: string): string {
  return longDateTime.format(new Date(iso));
}
