import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readSettings } from './config.ts';

/** The French sentences a ConfigError carries for `env`, or [] when it is accepted. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    readSettings(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

// Secrets given, so that readConfig writes nothing to DATA_DIR.
const SECRETS = {
  JWT_SECRET: 'x'.repeat(48),
  VAPID_PUBLIC_KEY: 'pub',
  VAPID_PRIVATE_KEY: 'priv',
  SEAL_KEY: 'key',
  SEAL_CERT: 'cert',
};

describe('readConfig', () => {
  it('takes the defaults when nothing is set, and blank as unset', () => {
    const config = readConfig({ ...SECRETS, PORT: '', APP_TIMEZONE: '  ' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      tokenTtlSeconds: 43_200,
      timezone: 'Europe/Paris',
      logLevel: 'info',
      databaseUrl: undefined,
      redisUrl: undefined,
      trustProxy: undefined,
      vapidSubject: 'mailto:admin@releve.local',
      cache: true,
      limits: {
        loginFailuresPerAccountAddress: 5,
        loginFailuresPerAccount: 20,
        loginFailuresPerAddress: 50,
        resetMailsPerHour: 3,
        registrationsPerAddressHour: 10,
      },
    });
  });

  it('reads the abuse limits from their variables', () => {
    const config = readConfig({
      ...SECRETS,
      LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '3',
      LOGIN_FAILURES_PER_ACCOUNT: '30',
      LOGIN_FAILURES_PER_ADDRESS: '500',
      RESET_MAILS_PER_HOUR: '1',
      REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
    });
    expect(config.limits).toEqual({
      loginFailuresPerAccountAddress: 3,
      loginFailuresPerAccount: 30,
      loginFailuresPerAddress: 500,
      resetMailsPerHour: 1,
      registrationsPerAddressHour: 1000,
    });
  });

  it('reads good values', () => {
    const config = readConfig({
      ...SECRETS,
      PORT: '8080',
      HOST: '127.0.0.1',
      TOKEN_TTL_SECONDS: '3600',
      APP_TIMEZONE: 'America/Cayenne',
      LOG_LEVEL: 'WARN',
      DATABASE_URL: 'postgresql://releve:secret@db:5432/releve',
      REDIS_URL: 'rediss://cache.internal:6380',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, loopback, ::1/128',
      ADMIN_EMAIL: 'admin@clinique.fr',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      tokenTtlSeconds: 3600,
      timezone: 'America/Cayenne',
      logLevel: 'warn',
      databaseUrl: 'postgresql://releve:secret@db:5432/releve',
      redisUrl: 'rediss://cache.internal:6380',
      trustProxy: '10.0.0.0/8, 192.168.1.1, loopback, ::1/128',
      vapidSubject: 'mailto:admin@clinique.fr',
    });
    expect(
      readConfig({ ...SECRETS, VAPID_SUBJECT: 'https://releve.fr/contact' }).vapidSubject,
    ).toBe('https://releve.fr/contact');
    expect(readConfig({ ...SECRETS, HOST: 'releve.internal' }).host).toBe('releve.internal');
  });

  it('refuses a wrong value before writing anything to DATA_DIR', () => {
    // No secrets in the environment: reaching them would create this folder.
    expect(() => readConfig({ PORT: 'abc', DATA_DIR: '/proc/nowhere' })).toThrow(ConfigError);
  });
});

describe('a wrong value is named, in French, with what was received', () => {
  it.each([
    ['PORT', 'abc', 'PORT doit être un entier entre 1 et 65535 (reçu : abc).'],
    ['PORT', '0', 'PORT doit être un entier entre 1 et 65535 (reçu : 0).'],
    ['PORT', '70000', 'PORT doit être un entier entre 1 et 65535 (reçu : 70000).'],
    ['PORT', '80.5', 'PORT doit être un entier entre 1 et 65535 (reçu : 80.5).'],
    ['HOST', 'mon hôte', 'HOST doit être une adresse IP ou un nom d’hôte (reçu : mon hôte).'],
    [
      'TOKEN_TTL_SECONDS',
      '12h',
      'TOKEN_TTL_SECONDS doit être un nombre entier de secondes, 1 au moins (reçu : 12h).',
    ],
    [
      'TOKEN_TTL_SECONDS',
      '0',
      'TOKEN_TTL_SECONDS doit être un nombre entier de secondes, 1 au moins (reçu : 0).',
    ],
    [
      'APP_TIMEZONE',
      'Europe/Lyon',
      'APP_TIMEZONE doit être un fuseau horaire IANA, par exemple Europe/Paris (reçu : Europe/Lyon).',
    ],
    ['CACHE', 'oui', 'CACHE doit valoir on, off ou auto (reçu : oui).'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL doit valoir fatal, error, warn, info, debug, trace, silent (reçu : verbose).',
    ],
    [
      'DATABASE_URL',
      'mysql://db/releve',
      'DATABASE_URL doit être une adresse postgres:// ou postgresql:// (reçu : mysql://db/releve).',
    ],
    [
      'DATABASE_URL',
      'db:5432',
      'DATABASE_URL doit être une adresse postgres:// ou postgresql:// (reçu : db:5432).',
    ],
    [
      'REDIS_URL',
      'http://cache:6379',
      'REDIS_URL doit être une adresse redis:// ou rediss:// (reçu : http://cache:6379).',
    ],
    [
      'TRUST_PROXY',
      'true',
      'TRUST_PROXY doit être une liste d’adresses IP ou de réseaux (CIDR) séparés par des virgules, ou loopback, linklocal, uniquelocal (reçu : true).',
    ],
    [
      'TRUST_PROXY',
      '10.0.0.0/33',
      'TRUST_PROXY doit être une liste d’adresses IP ou de réseaux (CIDR) séparés par des virgules, ou loopback, linklocal, uniquelocal (reçu : 10.0.0.0/33).',
    ],
    [
      'VAPID_SUBJECT',
      'http://releve.fr',
      'VAPID_SUBJECT doit être une adresse mailto: ou https:// (reçu : http://releve.fr).',
    ],
    [
      'VAPID_SUBJECT',
      'mailto:',
      'VAPID_SUBJECT doit être une adresse mailto: ou https:// (reçu : mailto:).',
    ],
    ['ADMIN_EMAIL', 'admin', 'ADMIN_EMAIL doit être une adresse e-mail (reçu : admin).'],
    [
      'LOGIN_FAILURES_PER_ACCOUNT',
      '0',
      'LOGIN_FAILURES_PER_ACCOUNT doit être un nombre entier, 1 au moins (reçu : 0).',
    ],
    [
      'REGISTRATIONS_PER_ADDRESS_HOUR',
      'dix',
      'REGISTRATIONS_PER_ADDRESS_HOUR doit être un nombre entier, 1 au moins (reçu : dix).',
    ],
  ])('%s=%s', (name, value, message) => {
    expect(problems({ [name]: value })).toEqual([message]);
  });

  it('names every wrong variable at once', () => {
    expect(problems({ PORT: 'abc', CACHE: 'oui', LOG_LEVEL: 'info' })).toEqual([
      'PORT doit être un entier entre 1 et 65535 (reçu : abc).',
      'CACHE doit valoir on, off ou auto (reçu : oui).',
    ]);
  });

  it('VAPID keys come as a pair', () => {
    const pair =
      'VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : donnez les deux, ou aucune.';
    expect(problems({ VAPID_PUBLIC_KEY: 'pub' })).toEqual([pair]);
    expect(problems({ VAPID_PRIVATE_KEY: 'priv', PORT: 'abc' })).toEqual([
      'PORT doit être un entier entre 1 et 65535 (reçu : abc).',
      pair,
    ]);
    expect(problems({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toEqual([]);
  });

  it('the seal key and certificate come as a pair', () => {
    const pair = 'SEAL_KEY et SEAL_CERT vont ensemble : donnez les deux (PEM), ou aucun.';
    expect(problems({ SEAL_KEY: 'key' })).toEqual([pair]);
    expect(problems({ SEAL_CERT: 'cert' })).toEqual([pair]);
    expect(problems({ SEAL_KEY: 'key', SEAL_CERT: 'cert' })).toEqual([]);
  });

  it('reads the seal from the environment (\\n as line breaks), else generates it once in DATA_DIR', () => {
    expect(
      readConfig({ ...SECRETS, SEAL_KEY: '-----BEGIN-----\\nK', SEAL_CERT: 'C' }).seal,
    ).toEqual({ keyPem: '-----BEGIN-----\nK', certPem: 'C' });
    const dir = mkdtempSync(join(tmpdir(), 'releve-seal-'));
    try {
      const env = { ...SECRETS, SEAL_KEY: '', SEAL_CERT: '', DATA_DIR: dir };
      const first = readConfig(env).seal;
      expect(first.keyPem).toContain('PRIVATE KEY');
      expect(first.certPem).toContain('BEGIN CERTIFICATE');
      expect(existsSync(join(dir, 'seal.json'))).toBe(true);
      expect(readConfig(env).seal).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hides the password of a database or Redis address', () => {
    expect(problems({ DATABASE_URL: 'mysql://releve:s3cret@db/releve' })).toEqual([
      'DATABASE_URL doit être une adresse postgres:// ou postgresql:// (reçu : mysql://releve:***@db/releve).',
    ]);
  });
});

describe('CACHE', () => {
  const cache = (env: NodeJS.ProcessEnv) => readConfig({ ...SECRETS, ...env }).cache;

  it('auto: kept on the embedded database and on PostgreSQL with Redis', () => {
    expect(cache({})).toBe(true);
    expect(cache({ DATABASE_URL: 'postgres://db/releve', REDIS_URL: 'redis://r' })).toBe(true);
  });

  it('auto: nothing kept on PostgreSQL without Redis (instances could not tell each other)', () => {
    expect(cache({ DATABASE_URL: 'postgres://db/releve' })).toBe(false);
  });

  it('on and off win, in any case', () => {
    expect(cache({ CACHE: 'on', DATABASE_URL: 'postgres://db/releve' })).toBe(true);
    expect(cache({ CACHE: 'OFF' })).toBe(false);
  });
});

describe('mail and links', () => {
  it('sends no e-mail without SMTP_URL, and links to localhost on PORT', () => {
    const config = readConfig({ ...SECRETS, PORT: '8080' });
    expect(config.mail).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
    const config = readConfig({
      ...SECRETS,
      SMTP_URL: 'smtps://releve:secret@smtp.exemple.fr:465',
      MAIL_FROM: 'Relève <bonjour@releve.fr>',
      PUBLIC_URL: 'https://app.releve.fr/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://releve:secret@smtp.exemple.fr:465',
      from: 'Relève <bonjour@releve.fr>',
    });
    expect(config.publicUrl).toBe('https://app.releve.fr');
    expect(readConfig({ ...SECRETS, SMTP_URL: 'smtp://127.0.0.1:2525' }).mail?.from).toBe(
      'Relève <no-reply@releve.local>',
    );
    expect(problems({ MAIL_FROM: 'bonjour@releve.fr' })).toEqual([]);
  });

  it('names a wrong mail variable in French, hiding the SMTP password', () => {
    expect(
      problems({
        SMTP_URL: 'http://releve:secret@smtp.exemple.fr',
        MAIL_FROM: 'Relève <pas une adresse>',
        PUBLIC_URL: 'ftp://releve.fr',
      }),
    ).toEqual([
      'PUBLIC_URL doit être une adresse http:// ou https://, par exemple https://releve.exemple.fr (reçu : ftp://releve.fr).',
      'SMTP_URL doit être une adresse smtp:// ou smtps://, par exemple smtp://utilisateur:motdepasse@smtp.exemple.fr:587 (reçu : http://releve:***@smtp.exemple.fr).',
      'MAIL_FROM doit être une adresse e-mail, ou « Nom <adresse> » (reçu : Relève <pas une adresse>).',
    ]);
  });

  it('reads the metrics token and port, refusing a short token and the app’s own port', () => {
    const config = readConfig({
      ...SECRETS,
      METRICS_TOKEN: 'jeton-de-supervision-0123456789',
      METRICS_PORT: '9464',
    });
    expect(config.metricsToken).toBe('jeton-de-supervision-0123456789');
    expect(config.metricsPort).toBe(9464);
    expect(readConfig(SECRETS).metricsToken).toBeUndefined();
    expect(problems({ METRICS_TOKEN: 'court', METRICS_PORT: '3000' })).toEqual([
      'METRICS_TOKEN doit faire de 16 à 256 caractères imprimables, sans espace (reçu : court).',
      'METRICS_PORT doit être un entier entre 1 et 65535, autre que PORT (reçu : 3000).',
    ]);
  });
});
