import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const longDateTime = zonedDateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const shortDateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const inDays = new Intl.RelativeTimeFormat('fr-FR', { numeric: 'always' });

/** « lundi 10 mars 2025 à 08:00 », or « — » for a missing or unreadable instant. */
export function formatDateTime(iso: string | null): string {
  if (iso === null) return '—';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? longDateTime.format(ms) : '—';
}

/** « 10/03/2025 08:00 », for tables. */
export function formatShortDateTime(iso: string | null): string {
  if (iso === null) return '—';
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? shortDateTime.format(ms) : '—';
}

/** « 3 jours » as Intl words it (« dans 3 jours » without its « dans »). */
export function formatDays(days: number): string {
  return inDays.format(days, 'day').replace(/^dans\s+/, '');
}
