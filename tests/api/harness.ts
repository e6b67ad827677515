import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import type { User } from '../../src/contract/auth.ts';
import { documents } from '../../src/server/db/schema.ts';
import { createDatabase } from './fixtures/processes.ts';
import { SNAPSHOT_PATH } from './snapshot-path.ts';

export const ADMIN = { email: 'admin@releve.test', password: 'admin-password-1234' };
export const PASSWORD = 'mot-de-passe-solide';

/**
 * A fresh database for one test file: a copy of the migrated PGlite snapshot, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created for this file.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([readFileSync(SNAPSHOT_PATH)]);
    return openDatabase({ kind: 'pglite', loadDataDir: blob, migrate: false });
  }
  const created = await createDatabase(url, 'releve_test');
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The clock the app reads; tests move it. */
  clock: { now: Date };
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  adminToken: () => Promise<string>;
  /** Registers an account and, unless told otherwise, has the admin approve it. */
  createUser: (input?: Partial<RegisterInput> & { approve?: boolean }) => Promise<{
    user: User;
    token: string;
    email: string;
  }>;
  login: (email: string, password?: string) => Promise<string>;
  /**
   * Gives a professional a verified document (a diploma that does not expire unless told),
   * written straight into the database: she may claim open missions. Answers its id.
   */
  giveVerifiedDocument: (userId: string, expiresOn?: string | null) => Promise<string>;
  close: () => Promise<void>;
}

/** The smallest file a document check accepts: a PDF header. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n%Relève\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
);

export interface RegisterInput {
  email: string;
  first_name: string;
  last_name: string;
  role: 'nurse' | 'caregiver' | 'institution' | 'établissement de santé';
  name: string;
  phone: string;
  address: string;
  tarification: Record<string, number | null>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const clock = { now: new Date() };
  await ensureAdmin(database.db, ADMIN, clock.now);
  const { jobs, ...rest } = overrides;
  const app = await buildApp({
    db: database.db,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    now: () => new Date(clock.now),
    ...rest,
    // Every test registers its people from the one address inject() uses: the registration
    // limit (10 an hour) is lifted unless a test asks for it (tests/api/abuse-limits.test.ts
    // passes the defaults).
    limits: { registrationsPerAddressHour: 1_000_000, ...rest.limits },
    // The job engine runs only in the tests that ask for it, on this test's database.
    ...(jobs
      ? { jobs: { pollingIntervalSeconds: 0.5, ...jobs, executor: database.executor } }
      : {}),
  });
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const login = async (email: string, password = PASSWORD) => {
    const res = await request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  let adminTokenCache: string | undefined;
  const adminToken = async () => (adminTokenCache ??= await login(ADMIN.email, ADMIN.password));

  let counter = 0;
  const createUser: TestApp['createUser'] = async (input = {}) => {
    counter += 1;
    const { approve = true, ...fields } = input;
    const role = fields.role ?? 'nurse';
    const institution = role === 'institution' || role === 'établissement de santé';
    const email = fields.email ?? `user${counter}-${randomUUID().slice(0, 8)}@releve.test`;
    const payload = {
      email,
      password: PASSWORD,
      first_name: fields.first_name ?? `Prénom${counter}`,
      last_name: fields.last_name ?? `Nom${counter}`,
      phone: fields.phone ?? '06 12 34 56 78',
      address: fields.address ?? '12 rue des Lilas, 69003 Lyon',
      role,
      ...(institution ? { name: fields.name ?? `Clinique ${counter}` } : {}),
      ...(fields.tarification ? { tarification: fields.tarification } : {}),
    };
    const res = await request({ method: 'POST', url: '/api/auth/register', payload });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
    let user = res.json<{ user: User }>().user;
    if (!approve) return { user, token: '', email };
    const approved = await request({
      method: 'POST',
      url: `/api/users/${user.id}/approve`,
      token: await adminToken(),
    });
    if (approved.statusCode !== 200)
      throw new Error(`approve: ${approved.statusCode} ${approved.body}`);
    user = approved.json<{ user: User }>().user;
    return { user, token: await login(email), email };
  };

  const giveVerifiedDocument: TestApp['giveVerifiedDocument'] = async (
    userId,
    expiresOn = null,
  ) => {
    const id = randomUUID();
    await database.db.insert(documents).values({
      id,
      userId,
      kind: 'diplome',
      fileName: 'diplome.pdf',
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      content: TINY_PDF,
      expiresOn,
      status: 'verified',
      uploadedAt: clock.now,
      reviewedAt: clock.now,
    });
    return id;
  };

  return {
    app,
    database,
    clock,
    request,
    adminToken,
    createUser,
    login,
    giveVerifiedDocument,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
