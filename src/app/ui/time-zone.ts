/**
 * The business time zone (docs/product-rules.md §8): every date and time is shown and typed in it, whatever
 * the device's own zone. The server decides it (`APP_TIMEZONE`, read by `GET /api/config` at
 * start, see `api/app-config.ts`); the last one known is kept on the device so that an offline
 * start shows the same times, and Paris is the default before any answer.
 *
 * No React, no fetch: the offline layer (and so the service worker) formats with it too. The
 * worker has no localStorage: there the zone is the default.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export const TIME_ZONE_KEY = 'releve.timezone';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
}

// Zones already checked, and Paris, which every `Intl` knows: asking `Intl` costs the page's first
// use of its locale data, tens of milliseconds at start, for a zone that is nearly always Paris.
const knownZones = new Set([DEFAULT_TIME_ZONE]);

/** Whether `Intl` knows `zone` as an IANA time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

let current: string | undefined;

/** The business time zone: the server's last word on this device, else Paris. */
export function appTimeZone(): string {
  if (current === undefined) {
    let stored: string | null = null;
    try {
      stored = storage()?.getItem(TIME_ZONE_KEY) ?? null;
    } catch {
      // Storage refused (private mode): the default until the server answers.
    }
    current = isTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
  }
  return current;
}

/** Takes the server's zone (and keeps it for offline starts); an unknown name is ignored. */
export function setAppTimeZone(zone: unknown): boolean {
  if (!isTimeZone(zone)) return false;
  current = zone;
  try {
    storage()?.setItem(TIME_ZONE_KEY, zone);
  } catch {
    // Nothing to do: the zone simply will not survive a reload.
  }
  return true;
}

/** What the screens use of an `Intl.DateTimeFormat`. */
export type ZonedDateTimeFormat = Pick<
  Intl.DateTimeFormat,
  'format' | 'formatRange' | 'formatToParts'
>;

/**
 * `new Intl.DateTimeFormat(locale, options)` in the business time zone, made at first use and
 * made again if the zone changed since: a module may create it at load, before the server
 * said which zone.
 */
export function zonedDateTimeFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): ZonedDateTimeFormat {
  let made: { zone: string; format: Intl.DateTimeFormat } | undefined;
  const formatter = (): Intl.DateTimeFormat => {
    const zone = appTimeZone();
    if (made?.zone !== zone) {
      made = { zone, format: new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }) };
    }
    return made.format;
  };
  return {
    format: (date) => formatter().format(date),
    formatRange: (start, end) => formatter().formatRange(start, end),
    formatToParts: (date) => formatter().formatToParts(date),
  };
}

/** For tests: forget the zone read, as at a fresh start. */
export function resetAppTimeZoneForTests(): void {
  current = undefined;
}
