import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

export interface BenchServer {
  app: FastifyInstance;
  database: Database;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** « PGlite (fichiers) » or « PostgreSQL 15.x »: what the figures were measured on. */
  engine: string;
  /**
   * Starts the same server with its in-memory cache off, on the same database, and returns
   * its base URL: what every request would cost if nothing were kept (each cache miss).
   */
  withoutCache: () => Promise<string>;
  close: () => Promise<void>;
}

export interface BenchServerOptions {
  /** Folder of the built PWA, for the cold-open benchmark. */
  staticDir?: string;
  /** PostgreSQL server to create a throw-away database on; embedded PGlite when omitted. */
  postgresUrl?: string | undefined;
}

/** A fresh database named `releve_bench_…` on the server of `url`; dropped by the returned function. */
async function freshPostgresDatabase(url: string) {
  const name = `releve_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: target.toString(), version: rows[0]?.server_version ?? '?', drop };
}

/**
 * The real server in this process (buildApp + openDatabase, as `npm start` builds it) listening
 * on 127.0.0.1 on a free port: on an embedded PGlite stored in a temporary folder (the default
 * deployment), or on a fresh database of the given PostgreSQL server.
 */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  let database: Database;
  let engine: string;
  let cleanup: () => Promise<void>;
  if (options.postgresUrl) {
    const fresh = await freshPostgresDatabase(options.postgresUrl);
    database = await openDatabase({ kind: 'postgres', url: fresh.url });
    engine = `PostgreSQL ${fresh.version}`;
    cleanup = fresh.drop;
  } else {
    const folder = await mkdtemp(join(tmpdir(), 'releve-bench-'));
    database = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'db') });
    engine = 'PGlite (embarqué, sur disque)';
    cleanup = () => rm(folder, { recursive: true, force: true });
  }
  const jwtSecret = randomBytes(32).toString('base64url');
  const app = await buildApp({
    db: database.db,
    jwtSecret,
    ...(options.staticDir ? { staticDir: options.staticDir } : {}),
  });
  const baseUrl = await listen(app);
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    baseUrl,
    engine,
    withoutCache: async () => {
      // A second server on the same database and secret: the same tokens work on it.
      const other = await buildApp({ db: database.db, jwtSecret, cache: false });
      others.push(other);
      return listen(other);
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** POST /api/auth/login; the token. */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}
