import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { countUsers, findUserByEmail, insertUser } from './modules/users/repo.ts';

export interface AdminSeed {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * Makes sure an administrator exists (docs/product-rules.md §1): the one named by ADMIN_EMAIL/ADMIN_PASSWORD
 * when no user has that email; on an empty database without them, one with a random password,
 * returned so that start-up prints it once.
 */
export async function ensureAdmin(
  db: Db,
  seed: AdminSeed,
  now: Date,
): Promise<{ email: string; password: string; created: boolean } | undefined> {
  let email = seed.email?.trim().toLowerCase();
  let password = seed.password;
  if (email) {
    if (await findUserByEmail(db, email))
      return { email, password: password ?? '', created: false };
    if (!password || password.length < 12) {
      throw new ConfigError(['ADMIN_PASSWORD doit contenir au moins 12 caractères.']);
    }
  } else {
    if ((await countUsers(db)) > 0) return undefined;
    email = 'admin@releve.local';
    password = randomBytes(12).toString('base64url');
  }
  await insertUser(db, {
    id: randomUUID(),
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Admin',
    lastName: 'Relève',
    phone: '+33 1 00 00 00 00',
    address: '',
    role: 'admin',
    status: 'approved',
    createdAt: now,
    updatedAt: now,
  });
  return { email, password, created: true };
}

export interface Started {
  config: Config;
  database: Database;
  /** The administrator ensured at start-up, with the password to print when just created. */
  admin: Awaited<ReturnType<typeof ensureAdmin>>;
}

/** The migrated database of `config`, with its administrator ensured. */
async function openFromConfig(config: Config, now: Date): Promise<Omit<Started, 'config'>> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
  );
  try {
    const admin = await ensureAdmin(
      database.db,
      { email: config.adminEmail, password: config.adminPassword },
      now,
    );
    return { database, admin };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The start-up shared by the server and `npm run demo`: configuration, database, administrator.
 * A wrong environment is printed in French, one line per variable, and ends the process with
 * code 1: a stack trace would bury the one sentence that says what to fix.
 */
export async function bootstrap(env: NodeJS.ProcessEnv = process.env): Promise<Started> {
  try {
    const config = readConfig(env);
    return { config, ...(await openFromConfig(config, new Date())) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
