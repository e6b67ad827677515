/**
 * How a payslip's figures read in French (spec §9: hours with 1 decimal, amounts with 2), all
 * through `Intl`. Dates of a payslip are local calendar dates (`YYYY-MM-DD`) already in the
 * business time zone: they are formatted as UTC dates so that no time zone can shift them.
 */

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const hours = new Intl.NumberFormat('fr-FR', {
  style: 'unit',
  unit: 'hour',
  unitDisplay: 'short',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const instantDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeZone: 'Europe/Paris',
});

/** « 1 234,56 € ». */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** « 28,50 €/h ». */
export function formatRate(eurosPerHour: number): string {
  return `${euros.format(eurosPerHour)}/h`;
}

/** « 37,5 h »: one decimal, as the specification shows payslip hours. */
export function formatHours(value: number): string {
  return hours.format(value);
}

/** « 7 % » from a percent number (the payslip's `commission_rate`). */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** `YYYY-MM-DD` as a UTC instant, so that formatting in UTC gives back the same calendar day. */
function calendarDay(localDate: string): Date {
  const [year = NaN, month = NaN, day = NaN] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** « 18 novembre 2025 ». */
export function formatLocalDate(localDate: string): string {
  const day = calendarDay(localDate);
  return Number.isNaN(day.getTime()) ? localDate : longDate.format(day);
}

/** « 18/11/2025 », for table cells. */
export function formatShortDate(localDate: string): string {
  const day = calendarDay(localDate);
  return Number.isNaN(day.getTime()) ? localDate : shortDate.format(day);
}

/** « 1–30 novembre 2025 », « 27 octobre – 30 novembre 2025 », or one day when both are equal. */
export function formatPeriod(start: string, end: string): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return longDate.formatRange(from, to);
}

/** « 21 novembre 2025 » for an ISO instant, in the business time zone. */
export function formatInstantDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantDate.format(instant);
}
