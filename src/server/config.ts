import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  timezone: string;
  /** Folder of the built PWA; served when it exists. */
  staticDir: string;
  /** Proxies allowed to tell the client's address (X-Forwarded-For); undefined = private ones. */
  trustProxy: string | undefined;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  /** In-memory copies of accounts and hot answers (CACHE=on|off|auto). */
  cache: boolean;
}

/** Reads a secret from the environment, else from DATA_DIR, else generates it once and keeps it there. */
export function persistentSecret(dataDir: string, file: string, make: () => string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = make();
  writeFileSync(path, value + '\n', { mode: 0o600 });
  return value;
}

/** VAPID keys from the environment, else generated once as a pair and kept in DATA_DIR. */
function vapidKeys(env: NodeJS.ProcessEnv, dataDir: string) {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const stored = persistentSecret(dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}

/**
 * CACHE=auto (the default) keeps in-memory copies when every instance hears every change:
 * the embedded database (one instance by nature) or PostgreSQL with Redis. PostgreSQL without
 * Redis may be shared by instances that could not tell each other, so nothing is kept.
 */
export function cacheEnabled(env: NodeJS.ProcessEnv): boolean {
  const value = (env.CACHE ?? 'auto').toLowerCase();
  if (value === 'on') return true;
  if (value === 'off') return false;
  if (value !== 'auto') throw new Error(`CACHE vaut on, off ou auto (reçu : ${env.CACHE}).`);
  return !env.DATABASE_URL || !!env.REDIS_URL;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const vapid = vapidKeys(env, dataDir);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret:
      env.JWT_SECRET ||
      persistentSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 3600),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    timezone: env.APP_TIMEZONE ?? 'Europe/Paris',
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY || undefined,
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
    vapidSubject: env.VAPID_SUBJECT || `mailto:${env.ADMIN_EMAIL || 'admin@releve.local'}`,
    cache: cacheEnabled(env),
  };
}
