/**
 * How a payslip's figures read in French (docs/product-rules.md §8: hours with 1 decimal, amounts with 2), all
 * through `Intl`; euros, rates, hours and instants come from `ui/format.ts`. Dates of a payslip
 * are local calendar dates (`YYYY-MM-DD`) already in the business time zone: they are formatted
 * as UTC dates so that no time zone can shift them.
 */
import { calendarDay } from '../../ui/format.ts';

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });

/** « 7 % » from a percent number (the payslip's `commission_rate`). */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
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
