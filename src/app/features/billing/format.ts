const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const hours = new Intl.NumberFormat('fr-FR', {
  style: 'unit',
  unit: 'hour',
  unitDisplay: 'short',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const when = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** « 1 234,56 € ». */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** « 37,5 h », one decimal as on payslips. */
export function formatHours(value: number): string {
  return hours.format(value);
}

/** « Novembre 2025 » for `2025-11` (a local month: formatted as UTC so nothing shifts it). */
export function formatMonth(month: string): string {
  const [year = NaN, index = NaN] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, index - 1, 1));
  if (Number.isNaN(first.getTime())) return month;
  const label = monthYear.format(first);
  return label.charAt(0).toLocaleUpperCase('fr-FR') + label.slice(1);
}

/** « 18/11/2025, 07:00 – 19:00 », or both dates when the mission ran past midnight, in Paris. */
export function formatMissionTime(startedAt: string, endedAt: string): string {
  const start = new Date(startedAt);
  const end = new Date(endedAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startedAt;
  return when.formatRange(start, end);
}
