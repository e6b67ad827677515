const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const monthName = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 1 234,50 € ». */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** `2025-03` → « mars 2025 »; anything else is shown as received. */
export function formatMonth(label: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return label;
  // Mid-month at noon UTC: the same month whatever the zone.
  return monthName.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
}
