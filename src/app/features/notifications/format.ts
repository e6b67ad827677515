const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « 12 mars 2025 à 14:05 », in Paris time. */
export function formatReceivedAt(iso: string): string {
  return dateTime.format(new Date(iso));
}
