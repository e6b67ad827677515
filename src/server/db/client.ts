import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PGLITE_TURNS, POSTGRES_TURNS, takeTurns } from './turns.ts';

/**
 * The one database type the repositories see, whichever engine is behind it. Without drizzle's
 * relational schema: the app writes its queries with the query builder and SQL, and a schema
 * given to drizzle makes every transaction build a relational query builder for each of its
 * forty tables (an empty PGlite transaction: 0.25–0.33 ms of CPU with it, 0.22–0.26 without;
 * docs/benchmarks.md).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * Plain SQL with `$1…` parameters, for the job engine (pg-boss), which brings its own queries:
 * on PostgreSQL the app's pool, on PGlite its single connection. A text without parameters may
 * hold several statements (pg-boss creates its schema so); the last one's rows are answered.
 */
export interface SqlExecutor {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database for the job engine's own queries. */
  executor: SqlExecutor;
  /**
   * PGlite only: a consistent copy of the whole database (a gzipped tar of its folder), taken
   * between two transactions; restored with `openDatabase({ loadDataDir })` (see backup.ts).
   */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
}

/**
 * Time spent in the database as the app sees it, for the operator's metrics: every query, on
 * PGlite the time it held the engine (waiting for its turn excluded), on PostgreSQL the time
 * from sending it to its answer on a pooled connection.
 */
export interface QueryTiming {
  queries: number;
  seconds: number;
  errors: number;
}

const timings = new WeakMap<Db, QueryTiming>();

/** The counters of the database behind `db` (zeros for one opened elsewhere). */
export function queryTimingOf(db: Db): QueryTiming {
  let timing = timings.get(db);
  if (!timing) {
    timing = { queries: 0, seconds: 0, errors: 0 };
    timings.set(db, timing);
  }
  return timing;
}

/** Runs `run`, adding its duration (and its failure) to `timing`. */
async function timed<T>(timing: QueryTiming, run: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  try {
    return await run();
  } catch (err) {
    timing.errors += 1;
    throw err;
  } finally {
    timing.queries += 1;
    timing.seconds += Number(process.hrtime.bigint() - started) / 1e9;
  }
}

/**
 * Times the promise form of `query` on the pool (drizzle outside transactions, the job engine)
 * and on its connections (transactions). The pool runs its own queries through a connection's
 * callback form, which is passed through untimed so that nothing is counted twice.
 */
function timePromiseQueries(target: pg.Pool | pg.PoolClient, timing: QueryTiming): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  (target as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : timed(timing, () => query(...args) as Promise<unknown>);
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory. loadDataDir = start from a dumped snapshot (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob; migrate?: boolean };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, database dropped) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL: connexion perdue (${err.message})`));
    const db = drizzlePg(pool) as unknown as Db;
    takeTurns(db, POSTGRES_TURNS);
    const timing = queryTimingOf(db);
    timePromiseQueries(pool, timing);
    pool.on('connect', (client) => timePromiseQueries(client, timing));
    await migrateExclusively(pool);
    const executor: SqlExecutor = {
      executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    };
    return { db, kind: 'postgres', executor, close: () => pool.end() };
  }
  // PGlite does not create its parent folder.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const executorParsers = answerDrizzlesTypesRaw(client);
  const db = drizzlePglite(client) as unknown as Db;
  takeTurns(db, PGLITE_TURNS);
  const timing = queryTimingOf(db);
  const runExclusive = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = (fn) => runExclusive(() => timed(timing, fn));
  if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
  const executor: SqlExecutor = {
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        return client.query(text, values, { parsers: executorParsers });
      }
      // PGlite's `query` takes one statement; `exec` runs a script.
      const results = await client.exec(text, { parsers: executorParsers });
      return results.at(-1) ?? { rows: [] };
    },
  };
  // The folder is copied between two transactions: PGlite's transaction lock (which every
  // query and transaction takes) is held for the copy, so no write is half done in it. The
  // checkpoint just before leaves little write-ahead log for the copy to replay when opened.
  const dump = async () => {
    await client.exec('CHECKPOINT');
    return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  };
  return { db, kind: 'pglite', executor, dump, close: () => client.close() };
}

/** The types drizzle reads as PostgreSQL writes them (and maps itself): instants, dates, intervals. */
const DRIZZLE_RAW_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const raw = (value: string) => value;

/**
 * Drizzle passes its own parsers (the types above left as text) with every query, and PGlite
 * merges them into its 300-odd parsers for each query: about 0.1 ms of copying per statement,
 * as much as a small query costs. Here PGlite's own parsers leave those types as text once, and
 * drizzle's option is dropped (on the client and on each transaction); answers the parsers PGlite
 * had for them, for the job engine's queries, which expect Dates as node-postgres gives them.
 */
function answerDrizzlesTypesRaw(client: PGlite): Record<number, (value: string) => unknown> {
  const parsers = client.parsers as Record<number, (value: string, typeId?: number) => unknown>;
  const original: Record<number, (value: string) => unknown> = {};
  for (const type of DRIZZLE_RAW_TYPES) {
    const parser = parsers[type];
    if (parser) original[type] = parser;
    parsers[type] = raw;
  }
  type Query = PGlite['query'];
  const withoutParsers =
    (query: Query): Query =>
    (text, params, options) =>
      options?.parsers && options.parsers !== original
        ? query(text, params, { ...options, parsers: undefined })
        : query(text, params, options);
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      tx.query = withoutParsers(tx.query.bind(tx));
      return work(tx);
    });
  return original;
}

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, on one connection: instances
 * started together on an empty database take turns instead of creating the same tables at once
 * (the loser used to crash on « duplicate key … pg_type »). The next one finds them applied.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtextextended('releve:migrations', 0))`);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(hashtextextended('releve:migrations', 0))`);
    }
  } finally {
    client.release();
  }
}

/** A migrated in-memory PGlite, dumped: tests clone it instead of migrating each time. */
export async function dumpMigratedSnapshot(): Promise<Blob> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** `$1…` text with its values as a drizzle query, to run it on a transaction's connection. */
export function drizzleQuery(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    ),
  );
}

/** An executor on a transaction: what it runs commits or rolls back with the transaction. */
export function transactionExecutor(tx: Db): SqlExecutor {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(drizzleQuery(text, values))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/** What PGlite (its instance or one of its transactions) adds to a drizzle session's client. */
interface SimpleQueryClient {
  exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }[]>;
}

/**
 * Calls a database function of text arguments that answers one text, on `db` or a transaction.
 * On PGlite the call goes through the simple query protocol, its arguments written into the
 * text as escaped literals: one message to the engine and its sync, where a parameterised query
 * takes six (parse, describe, bind, describe, execute, sync), each a crossing into WebAssembly
 * with its own decoding. Measured on a tap's two calls, that is about half of what PGlite's
 * JavaScript spent on them. On PostgreSQL the arguments stay parameters.
 */
export async function callText(
  db: Db,
  fn: string,
  args: readonly (string | null)[],
): Promise<string | null> {
  if (!/^[a-z_]+$/.test(fn)) throw new Error(`Not a function name: ${fn}`);
  const client = (db as unknown as { session?: { client?: Partial<SimpleQueryClient> } }).session
    ?.client;
  if (typeof client?.exec === 'function') {
    const literals = args.map((arg) => (arg === null ? 'null' : pg.escapeLiteral(arg)));
    const [result] = await (client as SimpleQueryClient).exec(
      `select ${fn}(${literals.join(', ')}) as t`,
    );
    return (result?.rows[0]?.t as string | null | undefined) ?? null;
  }
  const call = sql.join(
    args.map((arg) => sql`${arg}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${sql.raw(fn)}(${call}) as t`)) as unknown as {
    rows: { t: string | null }[];
  };
  return result.rows[0]?.t ?? null;
}
