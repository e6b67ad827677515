/**
 * What the sign-in limits cost (docs/product-rules.md §17): the reservation of an attempt alone
 * (one upsert on three counters, then giving it back), a successful sign-in through the API
 * (argon2 included, the reservation, the release and the device token), and 100 concurrent
 * wrong guesses on one account (how long until all are answered, how many passwords checked).
 * On an in-memory PGlite, or on a fresh PostgreSQL database with BENCH_DATABASE_URL.
 *
 *   node --no-liftoff --import tsx bench/sign-in.ts
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/server/app.ts';
import { ensureAdmin } from '../src/server/bootstrap.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { DEFAULT_LIMITS, LOGIN_WINDOW_MS } from '../src/server/modules/auth/limits.ts';
import {
  reserve,
  signInChecks,
  signInSucceeded,
} from '../src/server/modules/auth/login-limiter.ts';
import { createDatabase } from '../tests/api/fixtures/processes.ts';

const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password-1' };
const RESERVATIONS = 2000;
const SIGN_INS = 20;
const GUESSES = 100;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function open(): Promise<{ database: Database; engine: string; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    return {
      database: await openDatabase({ kind: 'pglite' }),
      engine: 'PGlite (mémoire)',
      drop: async () => undefined,
    };
  }
  const created = await createDatabase(url, 'releve_bench');
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  return { database, engine: 'PostgreSQL', drop: created.drop };
}

export async function benchSignIn() {
  const { database, engine, drop } = await open();
  const now = new Date();
  await ensureAdmin(database.db, ADMIN, now);
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret-bench-secret-bench' });
  try {
    // The reservation alone: reserve and give back, one attempt after the other.
    const checks = signInChecks(DEFAULT_LIMITS, 'quelqu.une@bench.test', '198.51.100.1', undefined);
    const reserveStarted = performance.now();
    for (let i = 0; i < RESERVATIONS; i += 1) {
      await reserve(database.db, checks, now, LOGIN_WINDOW_MS);
      await signInSucceeded(database.db, checks);
    }
    const reservationUs = ((performance.now() - reserveStarted) / RESERVATIONS) * 1000;

    // Successful sign-ins through the API.
    const times: number[] = [];
    for (let i = 0; i < SIGN_INS; i += 1) {
      const started = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);

    // 100 concurrent wrong guesses on one account from one address.
    const guessStarted = performance.now();
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ADMIN.email, password: `mauvais-${randomUUID()}` },
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    const guessMs = performance.now() - guessStarted;
    const checked = answers.filter((res) => res.statusCode === 401).length;
    return {
      engine,
      reservationUs,
      signInP50: quantile(times, 0.5),
      signInP90: quantile(times, 0.9),
      guessMs,
      checked,
    };
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchSignIn();
  console.log(`Limites de connexion — ${r.engine}`);
  console.log(
    `réservation d'une tentative (3 compteurs) puis restitution : ${r.reservationUs.toFixed(0)} µs`,
  );
  console.log(
    `connexion réussie par l'API (argon2 compris) : p50 ${r.signInP50.toFixed(1)} ms · p90 ${r.signInP90.toFixed(1)} ms`,
  );
  console.log(
    `${GUESSES} essais simultanés sur un compte : ${r.guessMs.toFixed(0)} ms, ${r.checked} mots de passe vérifiés`,
  );
}
