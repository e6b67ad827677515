import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Rows the database answers as JSON (`row_to_json`, inside a PL/pgSQL function): one decoded
 * text instead of a value per column. Reads such a row of `table` into the object drizzle would
 * have answered (its field names, each value mapped by its column: instants as Dates…), and
 * writes drizzle's fields under their column names for `jsonb_populate_record`.
 */
export function jsonRows<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([field, column]) => ({
    field,
    column,
  }));
  const nameOf = new Map(columns.map(({ field, column }) => [field, column.name]));
  return {
    read: (json: Record<string, unknown>): T['$inferSelect'] => {
      const row: Record<string, unknown> = {};
      for (const { field, column } of columns) {
        const value = json[column.name];
        row[field] =
          value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
    /** Fields → column names; values as JSON writes them (a Date as its ISO instant). */
    write: (values: Partial<T['$inferInsert']>): Record<string, unknown> => {
      const json: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(values)) {
        const name = nameOf.get(field);
        if (name === undefined) throw new Error(`unknown column ${field}`);
        json[name] = value;
      }
      return json;
    },
  };
}
