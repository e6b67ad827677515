import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_LIMITS, type AbuseLimits } from './modules/auth/limits.ts';
import { generateSeal, type SealConfig } from './modules/contracts/seal.ts';

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
  /** Proxies allowed to tell the client's address (X-Forwarded-For); undefined = loopback only. */
  trustProxy: string | undefined;
  vapidPublicKey: string;
  vapidPrivateKey: string;
  vapidSubject: string;
  /** In-memory copies of accounts and hot answers (CACHE=on|off|auto). */
  cache: boolean;
  /** Fastify's (pino's) log level. */
  logLevel: LogLevel;
  /** The address people open the app at: the links of e-mails and of the calendar feed. */
  publicUrl: string;
  /** Outgoing mail; without it no e-mail is sent (and nothing fails). */
  mail: MailConfig | undefined;
  /** How often each instance looks for due jobs, in seconds (JOBS_POLL_SECONDS). */
  jobsPollSeconds: number;
  /** Bearer token of `/metrics` on the app's port (METRICS_TOKEN); unset: no such route. */
  metricsToken: string | undefined;
  /** REQUIRE_ADMIN_2FA=true: an administrator without two-factor sign-in may only enrol. */
  requireAdmin2fa: boolean;
  /** A port of its own serving only the metrics, without token (METRICS_PORT). */
  metricsPort: number | undefined;
  /** The abuse limits (LOGIN_FAILURES_PER_ACCOUNT_ADDRESS…), defaults otherwise. */
  limits: AbuseLimits;
  /** The platform's seal of signed contracts: SEAL_KEY / SEAL_CERT, else kept in DATA_DIR. */
  seal: SealConfig;
}

export interface MailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…` */
  smtpUrl: string;
  /** The sender, `adresse@domaine` or `Nom <adresse@domaine>`. */
  from: string;
}

/** The environment is wrong: one French sentence per variable, naming it. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** The named address ranges Fastify's `trustProxy` understands besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

function isHost(host: string): boolean {
  return isIP(host) !== 0 || HOSTNAME.test(host);
}

/** One `trustProxy` entry: a named range, an address, or an address with a prefix or netmask. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const integer = z
  .string()
  .regex(/^\d+$/)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER));

/** An abuse limit: a whole number, 1 at least (0 would lock everybody out). */
const limit = (fallback: number) => integer.pipe(z.number().min(1)).default(fallback);

/** `Relève <no-reply@exemple.fr>` or a bare address. */
const sender = z.string().refine((value) => {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return z.email().safeParse(named ? named[1] : value).success;
});

const mailto = z
  .string()
  .startsWith('mailto:')
  .refine((subject) => z.email().safeParse(subject.slice('mailto:'.length)).success);

/**
 * The variables checked at start-up. Unset or blank means the default; anything else must be
 * right, or the server does not start: a typo in PORT or APP_TIMEZONE found at the first
 * request (or in a payslip) costs far more than one found here.
 */
const environment = z.object({
  PORT: integer.pipe(z.number().min(1).max(65535)).default(3000),
  HOST: z.string().refine(isHost).default('0.0.0.0'),
  TOKEN_TTL_SECONDS: integer.pipe(z.number().min(1)).default(12 * 3600),
  APP_TIMEZONE: z.string().refine(isTimeZone).default('Europe/Paris'),
  CACHE: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['on', 'off', 'auto']))
    .default('auto'),
  LOG_LEVEL: z.string().toLowerCase().pipe(z.enum(LOG_LEVELS)).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  TRUST_PROXY: z
    .string()
    .refine((list) => list.split(',').every((entry) => isProxyEntry(entry.trim())))
    .optional(),
  VAPID_SUBJECT: z.union([z.url({ protocol: /^https$/ }), mailto]).optional(),
  ADMIN_EMAIL: z.email().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: sender.optional(),
  JOBS_POLL_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(0.5).max(3600))
    // Reminders and alerts a few seconds late are on time; an idle instance on PGlite then
    // spends about 0.5 % of a core looking (1.6 % at 2 s).
    .default(5),
  // A scraper's secret: long enough not to be guessed, and sent in a header, so printable ASCII.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/)
    .optional(),
  REQUIRE_ADMIN_2FA: z.enum(['true', 'false']).default('false'),
  METRICS_PORT: integer.pipe(z.number().min(1).max(65535)).optional(),
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: limit(DEFAULT_LIMITS.loginFailuresPerAccountAddress),
  LOGIN_FAILURES_PER_ACCOUNT: limit(DEFAULT_LIMITS.loginFailuresPerAccount),
  LOGIN_FAILURES_PER_ADDRESS: limit(DEFAULT_LIMITS.loginFailuresPerAddress),
  RESET_MAILS_PER_HOUR: limit(DEFAULT_LIMITS.resetMailsPerHour),
  REGISTRATIONS_PER_ADDRESS_HOUR: limit(DEFAULT_LIMITS.registrationsPerAddressHour),
});

type Variable = keyof typeof environment.shape;

const LIMIT_RULE = 'doit être un nombre entier, 1 au moins';

/** What each variable must be, completed with the value received. */
const RULES: Record<Variable, string> = {
  PORT: 'doit être un entier entre 1 et 65535',
  HOST: 'doit être une adresse IP ou un nom d’hôte',
  TOKEN_TTL_SECONDS: 'doit être un nombre entier de secondes, 1 au moins',
  APP_TIMEZONE: 'doit être un fuseau horaire IANA, par exemple Europe/Paris',
  CACHE: 'doit valoir on, off ou auto',
  LOG_LEVEL: `doit valoir ${LOG_LEVELS.join(', ')}`,
  DATABASE_URL: 'doit être une adresse postgres:// ou postgresql://',
  REDIS_URL: 'doit être une adresse redis:// ou rediss://',
  TRUST_PROXY: `doit être une liste d’adresses IP ou de réseaux (CIDR) séparés par des virgules, ou ${PROXY_RANGES.join(', ')}`,
  VAPID_SUBJECT: 'doit être une adresse mailto: ou https://',
  ADMIN_EMAIL: 'doit être une adresse e-mail',
  PUBLIC_URL: 'doit être une adresse http:// ou https://, par exemple https://releve.exemple.fr',
  SMTP_URL:
    'doit être une adresse smtp:// ou smtps://, par exemple smtp://utilisateur:motdepasse@smtp.exemple.fr:587',
  MAIL_FROM: 'doit être une adresse e-mail, ou « Nom <adresse> »',
  JOBS_POLL_SECONDS: 'doit être un nombre de secondes entre 0.5 et 3600',
  METRICS_TOKEN: 'doit faire de 16 à 256 caractères imprimables, sans espace',
  METRICS_PORT: 'doit être un entier entre 1 et 65535, autre que PORT',
  REQUIRE_ADMIN_2FA: 'doit valoir true ou false',
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: LIMIT_RULE,
  LOGIN_FAILURES_PER_ACCOUNT: LIMIT_RULE,
  LOGIN_FAILURES_PER_ADDRESS: LIMIT_RULE,
  RESET_MAILS_PER_HOUR: LIMIT_RULE,
  REGISTRATIONS_PER_ADDRESS_HOUR: LIMIT_RULE,
};

/** The value as printed back: a password inside a database or Redis address is hidden. */
function shown(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

type Settings = z.output<typeof environment>;

/**
 * The checked variables of `env` (blank ones taken as unset); throws a ConfigError naming every
 * wrong one, e.g. « PORT doit être un entier entre 1 et 65535 (reçu : abc). »
 */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const given: Partial<Record<Variable, string>> = {};
  for (const name of Object.keys(RULES) as Variable[]) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const parsed = environment.safeParse(given);
  const wrong = new Set(parsed.error?.issues.map((issue) => issue.path[0] as Variable));
  const problems = [...wrong].map(
    (name) => `${name} ${RULES[name]} (reçu : ${shown(given[name] ?? '')}).`,
  );
  // One key alone would be silently replaced by a generated pair, and every push subscription
  // made with the given key would stop receiving.
  if (!env.VAPID_PUBLIC_KEY?.trim() !== !env.VAPID_PRIVATE_KEY?.trim()) {
    problems.push(
      'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : donnez les deux, ou aucune.',
    );
  }
  // The metrics' own port cannot be the app's (whose default is 3000).
  const metricsPort = given.METRICS_PORT;
  if (
    metricsPort &&
    !wrong.has('METRICS_PORT') &&
    Number(metricsPort) === Number(given.PORT ?? 3000)
  ) {
    problems.push(`METRICS_PORT ${RULES.METRICS_PORT} (reçu : ${metricsPort}).`);
  }
  // Same for the seal: a key without its certificate (or the reverse) cannot sign.
  if (!env.SEAL_KEY?.trim() !== !env.SEAL_CERT?.trim()) {
    problems.push('SEAL_KEY et SEAL_CERT vont ensemble : donnez les deux (PEM), ou aucun.');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return parsed.data;
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
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey };
  const stored = persistentSecret(dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as { publicKey: string; privateKey: string };
}

/**
 * The seal's key and certificate (PEM) from the environment (`\n` written as such in a one-line
 * variable is read as a new line), else generated once and kept in DATA_DIR (`seal.json`).
 */
function sealKeys(env: NodeJS.ProcessEnv, dataDir: string): SealConfig {
  const pem = (value: string | undefined) => value?.trim().replace(/\\n/g, '\n');
  const keyPem = pem(env.SEAL_KEY);
  const certPem = pem(env.SEAL_CERT);
  if (keyPem && certPem) return { keyPem, certPem };
  return JSON.parse(
    persistentSecret(dataDir, 'seal.json', () => JSON.stringify(generateSeal())),
  ) as SealConfig;
}

/**
 * CACHE=auto (the default) keeps in-memory copies when every instance hears every change:
 * the embedded database (one instance by nature) or PostgreSQL with Redis. PostgreSQL without
 * Redis may be shared by instances that could not tell each other, so nothing is kept.
 */
function cacheEnabled(settings: Settings): boolean {
  if (settings.CACHE !== 'auto') return settings.CACHE === 'on';
  return !settings.DATABASE_URL || !!settings.REDIS_URL;
}

/**
 * The server's configuration. The environment is checked before anything is written to
 * DATA_DIR; a wrong value throws a ConfigError.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = readSettings(env);
  const dataDir = resolve(env.DATA_DIR || './data');
  const vapid = vapidKeys(env, dataDir);
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    jwtSecret:
      env.JWT_SECRET ||
      persistentSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    tokenTtlSeconds: settings.TOKEN_TTL_SECONDS,
    adminEmail: settings.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    timezone: settings.APP_TIMEZONE,
    staticDir: resolve(env.STATIC_DIR || './dist'),
    trustProxy: settings.TRUST_PROXY,
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
    vapidSubject:
      settings.VAPID_SUBJECT ?? `mailto:${settings.ADMIN_EMAIL ?? 'admin@releve.local'}`,
    cache: cacheEnabled(settings),
    logLevel: settings.LOG_LEVEL,
    publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    mail: settings.SMTP_URL
      ? { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM ?? 'Relève <no-reply@releve.local>' }
      : undefined,
    jobsPollSeconds: settings.JOBS_POLL_SECONDS,
    metricsToken: settings.METRICS_TOKEN,
    requireAdmin2fa: settings.REQUIRE_ADMIN_2FA === 'true',
    metricsPort: settings.METRICS_PORT,
    limits: {
      loginFailuresPerAccountAddress: settings.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS,
      loginFailuresPerAccount: settings.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAddress: settings.LOGIN_FAILURES_PER_ADDRESS,
      resetMailsPerHour: settings.RESET_MAILS_PER_HOUR,
      registrationsPerAddressHour: settings.REGISTRATIONS_PER_ADDRESS_HOUR,
    },
    seal: sealKeys(env, dataDir),
  };
}
