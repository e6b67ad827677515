import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { ensureAdmin } from '../../src/server/bootstrap.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDatabase, postgresAnswers } from './fixtures/processes.ts';

/**
 * The same migrations and account rules on a real PostgreSQL server (127.0.0.1:5432 unless
 * POSTGRES_URL says otherwise). Skipped, with a visible message, only when no server answers.
 */
const url = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const available = await postgresAnswers(url);
if (!available) console.warn(`\n⚠ PostgreSQL injoignable (${url}) : test PostgreSQL ignoré.\n`);

describe.skipIf(!available)('on a real PostgreSQL server', () => {
  it('migrates a fresh database, registers, approves and logs in', async () => {
    const created = await createDatabase(url, 'releve_pg');
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    try {
      expect(database.kind).toBe('postgres');
      await ensureAdmin(
        database.db,
        { email: 'admin@pg.test', password: 'admin-password-pg' },
        new Date(),
      );
      const app = await buildApp({
        db: database.db,
        jwtSecret: 'pg-secret-pg-secret-pg-secret-pg',
      });
      const reg = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'lea@pg.test',
          password: 'mot-de-passe-solide',
          first_name: 'Léa',
          last_name: 'Martin',
          phone: '0611223344',
          address: 'Rennes',
          role: 'caregiver',
        },
      });
      expect(reg.statusCode).toBe(201);
      const admin = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@pg.test', password: 'admin-password-pg' },
      });
      const ok = await app.inject({
        method: 'POST',
        url: `/api/users/${reg.json().user.id}/approve`,
        headers: { authorization: `Bearer ${admin.json().token}` },
      });
      expect(ok.statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'lea@pg.test', password: 'mot-de-passe-solide' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'caregiver', status: 'approved' });
      await app.close();
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
