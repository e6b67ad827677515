import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from './db/client.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { countUsers, findUserByEmail, insertUser } from './modules/users/repo.ts';

export interface AdminSeed {
  email?: string | undefined;
  password?: string | undefined;
}

/**
 * Makes sure an administrator exists (PRODUCT §2): the one named by ADMIN_EMAIL/ADMIN_PASSWORD
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
      throw new Error('ADMIN_PASSWORD doit contenir au moins 12 caractères.');
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
