/**
 * Case- and accent-insensitive search and keyset cursors, shared by the admin lists. Plain SQL
 * (`lower` + `translate`): PGlite has no `unaccent` extension, and the same expression runs on
 * PostgreSQL.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { YEAR_MAX, YEAR_MIN } from '../../contract/limits.ts';

const ACCENTED = 'àáâãäåāçćčèéêëēėęîïíīįìłñńôöòóœøōõßśšûüùúūÿýžźż';
const PLAIN = 'aaaaaaaccceeeeeeeiiiiiilnnoooooooosssuuuuuyyzzz';

/** The text as the database's {@link normalizedSql} makes it: lower case, no accents. */
export function normalizeText(text: string): string {
  const lower = [...text.toLowerCase()]
    .map((c) => {
      const i = ACCENTED.indexOf(c);
      return i === -1 ? c : PLAIN.charAt(i);
    })
    .join('');
  return lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** `lower(translate(…))` of the columns joined by spaces (nulls skipped). */
export function normalizedSql(...columns: SQLWrapper[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  return sql`translate(lower(concat_ws(' ', ${joined})), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}

/** Every word of `q` somewhere in the normalised text (LIKE, wildcards escaped). */
export function searchSql(text: SQL, q: string): SQL | undefined {
  const words = normalizeText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => sql`${text} like ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
    sql` and `,
  );
}

/** An opaque cursor: base64url of the JSON of the sort key's values. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor holds, if it has `shape` (one typeof per value); undefined otherwise. */
export function decodeCursor(
  cursor: string,
  shape: readonly ('string' | 'number')[],
): (string | number)[] | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== shape.length) return undefined;
    return value.every((v, i) => typeof v === shape[i])
      ? (value as (string | number)[])
      : undefined;
  } catch {
    return undefined;
  }
}

const TIMESTAMP_KEY =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/**
 * Whether a cursor's value is a timestamptz as PostgreSQL prints it
 * (`2026-11-24 06:12:26.123456+00`) and a real one: a day of its month, an hour of the day, an
 * offset PostgreSQL takes, a year from YEAR_MIN to YEAR_MAX. A cursor is the client's input
 * (it may forge one): `2026-02-30 25:61:00+00` must be a 422, not a database error.
 */
export function isTimestampKey(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = TIMESTAMP_KEY.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second, , , offsetHours, offsetMinutes, offsetSeconds] =
    parts.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= YEAR_MIN &&
    year! <= YEAR_MAX &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day! &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    offsetHours! <= 15 &&
    (Number.isNaN(offsetMinutes) || offsetMinutes! < 60) &&
    (Number.isNaN(offsetSeconds) || offsetSeconds! < 60)
  );
}
