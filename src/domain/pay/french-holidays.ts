const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher).
 */
export function easterSunday(year: number): { month: number; day: number } {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/**
 * The dates of the eleven national public holidays of metropolitan France in
 * `year`, sorted and distinct, as local dates `YYYY-MM-DD`: 1 Jan, Easter
 * Monday, 1 May, 8 May, Ascension, Whit Monday, 14 Jul, 15 Aug, 1 Nov,
 * 11 Nov, 25 Dec. Ten dates in a year when Ascension falls on 1 or 8 May
 * (2008: 1 May).
 *
 * Alsace-Moselle's extra days (Good Friday, 26 Dec) are not included: the
 * product pays the national list.
 */
export function frenchPublicHolidays(year: number): string[] {
  return [...holidaySet(year)].sort();
}

/** Whether a local date `YYYY-MM-DD` is a French national public holiday. */
export function isFrenchPublicHoliday(localDate: string): boolean {
  const match = LOCAL_DATE.exec(localDate);
  if (match === null)
    throw new RangeError(`isFrenchPublicHoliday: not a YYYY-MM-DD date: ${localDate}`);
  return holidaySet(Number(match[1])).has(localDate);
}

// Pricing asks about the same few years thousands of times: compute each once.
const cache = new Map<number, ReadonlySet<string>>();

function holidaySet(year: number): ReadonlySet<string> {
  const cached = cache.get(year);
  if (cached !== undefined) return cached;
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [5, 1],
    [5, 8],
    [7, 14],
    [8, 15],
    [11, 1],
    [11, 11],
    [12, 25],
  ];
  const dates = fixed.map(([month, day]) => formatDate(year, month, day));
  // Easter Monday, Ascension Thursday, Whit Monday.
  for (const offset of [1, 39, 50]) dates.push(addDays(year, easter.month, easter.day, offset));
  const set = new Set(dates);
  cache.set(year, set);
  return set;
}

function addDays(year: number, month: number, day: number, days: number): string {
  // Easter falls between 22 March and 25 April, so the result lies between March and June of the
  // same year and does not depend on February: any year gives the same month and day. A fixed
  // year avoids Date.UTC's mapping of years 0–99 to the 1900s.
  const date = new Date(Date.UTC(2000, month - 1, day + days));
  return formatDate(year, date.getUTCMonth() + 1, date.getUTCDate());
}

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Not a year between 1 and 9999: ${year}`);
  }
}
