import { capitalised, formatMonth } from '../../ui/format.ts';
import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const when = zonedDateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** « Novembre 2025 » for `2025-11`, capitalised as a heading; anything else as received. */
export function formatMonthHeading(month: string): string {
  const label = formatMonth(month);
  return label === month ? month : capitalised(label);
}

/** « 18/11/2025, 07:00 – 19:00 », or both dates when the mission ran past midnight. */
export function formatMissionTime(startedAt: string, endedAt: string): string {
  const start = new Date(startedAt);
  const end = new Date(endedAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startedAt;
  return when.formatRange(start, end);
}
