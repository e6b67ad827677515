/**
 * Case- and accent-insensitive search and keyset cursors, shared by the admin lists. Plain SQL
 * (`lower` + `translate`): PGlite has no `unaccent` extension, and the same expression runs on
 * PostgreSQL.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

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

/** Whether a cursor's value is a timestamptz as PostgreSQL prints it (`2026-11-24 06:12:26.123456+00`). */
export function isTimestampKey(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/.test(value)
  );
}
