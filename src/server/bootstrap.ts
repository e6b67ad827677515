import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigError, readConfig, type Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
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

/**
 * The database of `config`, migrated. On PGlite the data folder is locked first, for as long as
 * the database stays open (`close` releases it): a second process on the same folder is refused
 * with a DataDirLockedError before it reads anything.
 */
export async function openConfiguredDatabase(config: Config, command: string): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const lock = lockDataDir(config.dataDir, command);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The migrated database of `config`, with its administrator ensured. */
async function openFromConfig(
  config: Config,
  now: Date,
  command: string,
): Promise<Omit<Started, 'config'>> {
  const database = await openConfiguredDatabase(config, command);
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
 * The start-up shared by the server and `npm run demo`: configuration, database (its data
 * folder locked on PGlite, in the name of `command`: « serveur », « démo »), administrator.
 * A wrong environment, or a data folder another process holds, is printed in French and ends
 * the process with code 1: a stack trace would bury the one sentence that says what to fix.
 */
export async function bootstrap(
  env: NodeJS.ProcessEnv = process.env,
  command = 'serveur',
): Promise<Started> {
  try {
    const config = readConfig(env);
    return { config, ...(await openFromConfig(config, new Date(), command)) };
  } catch (error) {
    if (!(error instanceof ConfigError) && !(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
