import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { contractSignatures, contracts, missions, users } from '../../db/schema.ts';
import type { ContractTerms } from './terms.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContractRow = typeof contracts.$inferInsert;
export type SignatureRow = typeof contractSignatures.$inferSelect;
export type NewSignatureRow = typeof contractSignatures.$inferInsert;

/** The mission's current contract (not void), locked until the end of the transaction. */
export async function lockCurrentContract(tx: Db, missionId: string) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.missionId, missionId), ne(contracts.status, 'void')))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The id of the mission's current contract (not void) and its terms' key, locked: what following
 * a mission's changes needs, without decoding the terms or the stored PDF on every write.
 */
export async function lockCurrentTerms(tx: Db, missionId: string) {
  const [row] = await tx
    .select({ id: contracts.id, key: sql<string | null>`${contracts.terms}->>'key'` })
    .from(contracts)
    .where(and(eq(contracts.missionId, missionId), ne(contracts.status, 'void')))
    .limit(1)
    .for('update');
  return row;
}

/** The mission's current contract (not void), without a lock. */
export async function findCurrentContract(db: Db, missionId: string) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.missionId, missionId), ne(contracts.status, 'void')))
    .limit(1);
  return row;
}

export async function findContract(db: Db, id: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row;
}

export async function lockContract(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(eq(contracts.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function voidContract(tx: Db, id: string, at: Date) {
  await tx.update(contracts).set({ status: 'void', voidedAt: at }).where(eq(contracts.id, id));
}

/**
 * Draws up the mission's next version: its number is one above the highest its contracts reached
 * (1 when none), counted and written into the row and its terms by the insert itself, so that
 * drawing up a contract is one round trip to the database.
 */
export async function insertNextVersion(
  tx: Db,
  row: Omit<NewContractRow, 'version' | 'terms'> & { terms: Omit<ContractTerms, 'version'> },
): Promise<void> {
  await tx.execute(sql`
    insert into ${contracts} ("id", "mission_id", "version", "status", "professional_id",
        "institution_id", "terms", "drawn_at")
    select ${row.id}, ${row.missionId}, v.n, ${row.status ?? 'to_sign'}, ${row.professionalId},
        ${row.institutionId}, jsonb_build_object('version', v.n) || ${JSON.stringify(row.terms)}::jsonb,
        ${row.drawnAt.toISOString()}::timestamptz
    from (select coalesce(max("version"), 0) + 1 as n from ${contracts}
          where "mission_id" = ${row.missionId}) v`);
}

/**
 * Keeps the rendered PDF and its hash, unless another reader rendered it first (same terms,
 * same bytes): answers the row as stored.
 */
export async function storeRendered(db: Db, id: string, pdf: Buffer, sha256: string) {
  await db
    .update(contracts)
    .set({ pdf, sha256 })
    .where(and(eq(contracts.id, id), sql`${contracts.pdf} is null`));
  return findContract(db, id);
}

export async function updateContract(tx: Db, id: string, set: Partial<NewContractRow>) {
  const [row] = await tx.update(contracts).set(set).where(eq(contracts.id, id)).returning();
  return row;
}

export async function insertSignature(tx: Db, row: NewSignatureRow) {
  await tx.insert(contractSignatures).values(row).onConflictDoNothing();
}

export async function signaturesOf(db: Db, contractId: string): Promise<SignatureRow[]> {
  return db.select().from(contractSignatures).where(eq(contractSignatures.contractId, contractId));
}

const professional = alias(users, 'professional');
const institution = alias(users, 'institution');

/** Whose contracts a list holds: one party's, or everyone's (the administrator). */
export type ContractScope =
  { party: 'professional' | 'institution'; userId: string } | { party: 'admin' };

/**
 * `to_sign`: the contracts still awaiting the scope's signature (every unsigned one for the
 * administrator), of missions not cancelled, soonest mission first. `signed`: the scope's
 * sealed contracts, newest mission first. With the mission's name and times and both parties.
 */
export async function listContracts(
  db: Db,
  scope: ContractScope,
  status: 'to_sign' | 'signed',
  limit: number,
) {
  const party =
    scope.party === 'admin'
      ? undefined
      : scope.party === 'professional'
        ? and(
            eq(contracts.professionalId, scope.userId),
            status === 'to_sign' ? sql`${contracts.professionalSignedAt} is null` : undefined,
          )
        : and(
            eq(contracts.institutionId, scope.userId),
            status === 'to_sign' ? sql`${contracts.institutionSignedAt} is null` : undefined,
          );
  return db
    .select({
      contract: contracts,
      missionName: missions.name,
      dateStart: missions.dateStart,
      dateEnd: missions.dateEnd,
      professional: {
        role: professional.role,
        name: professional.name,
        firstName: professional.firstName,
        lastName: professional.lastName,
      },
      institution: {
        role: institution.role,
        name: institution.name,
        firstName: institution.firstName,
        lastName: institution.lastName,
      },
    })
    .from(contracts)
    .innerJoin(missions, eq(missions.id, contracts.missionId))
    .leftJoin(professional, eq(professional.id, contracts.professionalId))
    .leftJoin(institution, eq(institution.id, contracts.institutionId))
    .where(
      and(
        eq(contracts.status, status),
        status === 'to_sign' ? ne(missions.status, 'cancelled') : isNotNull(contracts.sealedPdf),
        party,
      ),
    )
    .orderBy(
      status === 'to_sign' ? asc(missions.dateStart) : desc(missions.dateStart),
      asc(contracts.id),
    )
    .limit(limit);
}
