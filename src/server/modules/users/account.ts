/**
 * An account as its answers show it: its row, the name of the administrator who verified its
 * RPPS number and whether its documents allow claiming open missions (read in one query for
 * any number of accounts).
 */
import type { FastifyInstance } from 'fastify';
import type { User } from '../../../contract/auth.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import type { Db } from '../../db/client.ts';
import { displayName, NO_EXTRAS, presentUser } from './present.ts';
import { accountExtrasOf, type UserRow } from './repo.ts';

/** Today, as a local date in the business time zone. */
export const todayOf = (app: Pick<FastifyInstance, 'now' | 'timezone'>) =>
  localDate(app.now().getTime(), app.timezone);

/** The answers of several accounts: one query for their extras. */
export async function presentAccounts(
  app: FastifyInstance,
  rows: readonly UserRow[],
  db: Db = app.db,
): Promise<User[]> {
  // Only professionals hold documents, only nurses an RPPS: the others need no query.
  const needing = rows.filter(
    (r) => r.role === 'nurse' || r.role === 'caregiver' || r.rppsVerifiedBy !== null,
  );
  const extras = await accountExtrasOf(
    db,
    needing.map((r) => r.id),
    todayOf(app),
  );
  return rows.map((row) => {
    const found = extras.get(row.id);
    return presentUser(
      row,
      found
        ? {
            rppsVerifiedByName: found.verifier ? displayName(found.verifier) : null,
            credentialsVerified: found.verified,
            bank: found.bank,
          }
        : NO_EXTRAS,
    );
  });
}

/** The answer of one account. */
export async function presentAccount(
  app: FastifyInstance,
  row: UserRow,
  db: Db = app.db,
): Promise<User> {
  const [user] = await presentAccounts(app, [row], db);
  if (!user) throw new Error('presentAccounts returned nothing');
  return user;
}
