/**
 * The French formats shared by several screens, all through `Intl`: euros, one-decimal hours
 * (docs/product-rules.md §8), months, and instants read in the business time zone.
 */

import { firstUse } from './first-use.ts';
import { zonedDateTimeFormat } from './time-zone.ts';

// Each formatter is made at its first use, not when the app loads: the first French
// `Intl.NumberFormat` of a page costs tens of milliseconds (the locale's data), and the sign-in
// screen formats no number at all (docs/benchmarks.md, « The sign-in screen's main thread »).
const euros = firstUse(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
);
const hours = firstUse(
  () =>
    new Intl.NumberFormat('fr-FR', {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'short',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
// A month label is a local month: formatted as a UTC date so that no zone can shift it.
const monthYear = firstUse(
  () => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
// Instants are read in the business time zone (`time-zone.ts`), Paris unless the server says otherwise.
const instantDate = zonedDateTimeFormat('fr-FR', { dateStyle: 'long' });
const instantDateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** « 1 234,56 € ». */
export function formatEuros(amount: number): string {
  return euros().format(amount);
}

/** « 28,50 €/h ». */
export function formatRate(eurosPerHour: number): string {
  return `${euros().format(eurosPerHour)}/h`;
}

/** « 37,5 h »: one decimal, as the specification shows payslip and billing hours. */
export function formatHours(value: number): string {
  return hours().format(value);
}

/** « jour semaine » → « Jour semaine ». */
export function capitalised(label: string): string {
  return label.charAt(0).toLocaleUpperCase('fr-FR') + label.slice(1);
}

/** `2025-03` → « mars 2025 »; anything else is shown as received. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  // Mid-month at noon UTC: the same month whatever the zone.
  return monthYear().format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12));
}

/**
 * `YYYY-MM-DD` (a local calendar date) as a UTC instant, so that formatting in UTC gives back
 * the same calendar day; an invalid date when it cannot be read.
 */
export function calendarDay(localDate: string): Date {
  const [year = NaN, month = NaN, day = NaN] = localDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const longLocalDate = firstUse(
  () => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }),
);

/**
 * Two local calendar dates (`YYYY-MM-DD`, a payslip's period) as one range: « 1–30 novembre
 * 2025 », « 27 octobre – 30 novembre 2025 », or one day when both are equal.
 */
export function formatLocalPeriod(start: string, end: string): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return longLocalDate().formatRange(from, to);
}

/** « 21 novembre 2025 », the local day of an ISO instant (shown as received if unreadable). */
export function formatInstantDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantDate.format(instant);
}

const instantShortDate = firstUse(
  () => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' }),
);

/** « 21 nov. 2025 », the local day of an ISO instant, short for a table's column. */
export function formatInstantShortDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantShortDate().format(instant);
}

/** « 12 mars 2025 à 14:05 », an ISO instant in local time (shown as received if unreadable). */
export function formatInstantDateTime(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : instantDateTime.format(instant);
}
