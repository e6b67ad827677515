/**
 * The SQL of the export and the erasure of an account: every table that names a person, read
 * for her export and emptied of her personal data when she erases her account.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { maskIban } from '../../../domain/bank/iban-mask.ts';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  contracts,
  documents,
  exchanges,
  idempotencyKeys,
  rateLimits,
  signInDevices,
  messages,
  missionEvents,
  missions,
  notifications,
  passwordResetTokens,
  payslips,
  pushSubscriptions,
  schedules,
  teamMembers,
  teams,
  userPhotos,
  users,
} from '../../db/schema.ts';

/** Everything stored about one account, table by table (rows as the database holds them). */
export async function readEverythingOf(db: Db, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const own = or(eq(missions.assignedTo, userId), eq(missions.institutionId, userId));
  return {
    account,
    // Without `brief_private`: door codes reach the assignee only around her mission, through
    // `GET /prestations/{id}/brief` (docs/product-rules.md « After the mission »).
    missions: (await db.select().from(missions).where(own)).map(
      ({ briefPrivate: _codes, ...mission }) => mission,
    ),
    missionEvents: await db.select().from(missionEvents).where(eq(missionEvents.actorId, userId)),
    payslips: await db.select().from(payslips).where(eq(payslips.userId, userId)),
    // Her bank details as every answer shows them: the IBAN masked.
    bankAccount:
      (await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1)).map(
        ({ iban, holder, updatedAt }) => ({ ibanMasked: maskIban(iban), holder, updatedAt }),
      )[0] ?? null,
    messages: await db
      .select()
      .from(messages)
      .where(or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId))),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    documents: await db
      .select({
        id: documents.id,
        kind: documents.kind,
        fileName: documents.fileName,
        contentType: documents.contentType,
        size: documents.size,
        expiresOn: documents.expiresOn,
        status: documents.status,
        reason: documents.reason,
        reviewedAt: documents.reviewedAt,
        uploadedAt: documents.uploadedAt,
      })
      .from(documents)
      .where(eq(documents.userId, userId)),
    availabilities: await db.select().from(schedules).where(eq(schedules.userId, userId)),
    exchanges: await db
      .select()
      .from(exchanges)
      .where(or(eq(exchanges.fromUserId, userId), eq(exchanges.toUserId, userId))),
    teams: await db
      .select({ id: teams.id, name: teams.name, referentUserId: teams.referentUserId })
      .from(teams)
      .where(
        or(
          eq(teams.referentUserId, userId),
          inArray(
            teams.id,
            db
              .select({ id: teamMembers.teamId })
              .from(teamMembers)
              .where(eq(teamMembers.userId, userId)),
          ),
        ),
      ),
    // The browsers she signed in from (device tokens): when, never the tokens' hashes.
    signInDevices: await db
      .select({ createdAt: signInDevices.createdAt, lastUsedAt: signInDevices.lastUsedAt })
      .from(signInDevices)
      .where(eq(signInDevices.userId, userId)),
    pushSubscriptions: await db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
    photo: (
      await db
        .select({ contentType: userPhotos.contentType, updatedAt: userPhotos.updatedAt })
        .from(userPhotos)
        .where(eq(userPhotos.userId, userId))
    )[0],
    resetLinks: await db
      .select({
        createdAt: passwordResetTokens.createdAt,
        expiresAt: passwordResetTokens.expiresAt,
        usedAt: passwordResetTokens.usedAt,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId)),
    requestKeys: await db
      .select({
        key: idempotencyKeys.key,
        scope: idempotencyKeys.scope,
        statusCode: idempotencyKeys.statusCode,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, userId)),
  };
}

/** The missions that keep an account from being erased now: ones still to be done. */
export async function activeMissionsOf(db: Db, userId: string, institution: boolean) {
  const rows = await db
    .select({ id: missions.id })
    .from(missions)
    .where(
      institution
        ? and(
            eq(missions.institutionId, userId),
            inArray(missions.status, ['pending', 'open', 'assigned', 'accepted', 'in_progress']),
          )
        : and(
            eq(missions.assignedTo, userId),
            inArray(missions.status, ['assigned', 'accepted', 'in_progress']),
          ),
    )
    .limit(1);
  return rows.length;
}

/** A piece of her personal data and what it becomes where others' rows quote it. */
export interface Needle {
  text: string;
  replacement: string;
}

/**
 * `replace(replace(column, a, a'), b, b')…` over the column's text (JSON-escaped needles for
 * jsonb), and the condition that it holds one of them.
 */
function scrubbed(column: AnyPgColumn, json: boolean, needles: readonly Needle[]) {
  const text: SQL = json ? sql`${column}::text` : sql`${column}`;
  let value: SQL = text;
  const escape = (s: string) => (json ? JSON.stringify(s).slice(1, -1) : s);
  for (const n of needles)
    value = sql`replace(${value}, ${escape(n.text)}, ${escape(n.replacement)})`;
  const holds = sql.join(
    needles.map((n) => sql`strpos(${text}, ${escape(n.text)}) > 0`),
    sql` or `,
  );
  return { value: json ? sql`(${value})::jsonb` : value, holds };
}

/**
 * Her name, e-mail, phone, address and RPPS where other people's rows quote them (a
 * notification « Camille Durand a pris la mission… », a payslip's lines, the audit log, a
 * remembered answer, a contest's reason): replaced, so that nothing names her any more.
 */
export async function scrubQuotes(tx: Db, needles: readonly Needle[]): Promise<void> {
  if (needles.length === 0) return;
  const targets: { table: AnyPgTable; column: AnyPgColumn; json: boolean }[] = [
    { table: notifications, column: notifications.message, json: false },
    { table: notifications, column: notifications.mailSubject, json: false },
    { table: messages, column: messages.content, json: false },
    { table: exchanges, column: exchanges.reason, json: false },
    { table: missions, column: missions.contestReason, json: false },
    { table: missions, column: missions.overrideReason, json: false },
    { table: missions, column: missions.description, json: false },
    { table: teams, column: teams.name, json: false },
    { table: payslips, column: payslips.servicesList, json: true },
    { table: missionEvents, column: missionEvents.details, json: true },
    { table: idempotencyKeys, column: idempotencyKeys.response, json: true },
    // A contract's terms name both parties; its PDF is rendered from them again.
    { table: contracts, column: contracts.terms, json: true },
  ];
  for (const { table, column, json } of targets) {
    const { value, holds } = scrubbed(column, json, needles);
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${value} where ${holds}`,
    );
  }
}

/** Deletes and blanks every row of hers that only she needs; the account row itself is next. */
export async function forgetRowsOf(tx: Db, user: { id: string; email: string }, now: Date) {
  const id = user.id;
  await tx.delete(documents).where(eq(documents.userId, id));
  // Her bank details (the payout items of batches already made keep what was paid, and where).
  await tx.delete(bankAccounts).where(eq(bankAccounts.userId, id));
  await tx.delete(userPhotos).where(eq(userPhotos.userId, id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  await tx.delete(notifications).where(eq(notifications.userId, id));
  await tx.delete(messages).where(or(eq(messages.fromUserId, id), eq(messages.toUserId, id)));
  await tx.delete(schedules).where(eq(schedules.userId, id));
  await tx.delete(teamMembers).where(eq(teamMembers.userId, id));
  await tx.update(teams).set({ referentUserId: null }).where(eq(teams.referentUserId, id));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
  await tx.delete(signInDevices).where(eq(signInDevices.userId, id));
  // The limits' counters that name her address (her own failures, her reset e-mails).
  const pair = `pair:${user.email}|`;
  await tx
    .delete(rateLimits)
    .where(
      or(
        inArray(rateLimits.key, [`account:${user.email}`, `reset:${user.email}`]),
        sql`left(${rateLimits.key}, ${pair.length}) = ${pair}`,
      ),
    );
  // Proposals she made or received: their reasons go, open ones are closed.
  await tx
    .update(exchanges)
    .set({
      reason: '',
      status: sql`case when ${exchanges.status} = 'pending' then 'rejected' else ${exchanges.status} end`,
      respondedAt: sql`coalesce(${exchanges.respondedAt}, ${now})`,
    })
    .where(or(eq(exchanges.fromUserId, id), eq(exchanges.toUserId, id)));
  // Her contracts' PDFs to read are rendered again from the scrubbed terms; a signed one's
  // sealed PDF stays, as the record of what both parties signed (like her payslips).
  await tx
    .update(contracts)
    .set({
      pdf: null,
      sha256: sql`case when ${contracts.status} = 'signed' then ${contracts.sha256} end`,
    })
    .where(or(eq(contracts.professionalId, id), eq(contracts.institutionId, id)));
  // Where her phone was at the start and end of her missions (the distances stay).
  await tx
    .update(missions)
    .set({
      startLat: null,
      startLng: null,
      startAccuracy: null,
      endLat: null,
      endLng: null,
      endAccuracy: null,
    })
    .where(eq(missions.assignedTo, id));
  // …and at the taps kept in the audit log.
  await tx
    .update(missionEvents)
    .set({ details: sql`${missionEvents.details} - 'position'` })
    .where(and(eq(missionEvents.actorId, id), sql`${missionEvents.details} is not null`));
}

/**
 * The account row emptied: « Compte supprimé » (`name` for an establishment), an address that
 * receives nothing, no phone, address, photo, RPPS, calendar link or position, a password hash
 * no password matches, and its token version moved on (every session ends).
 */
export async function emptyAccountRow(
  tx: Db,
  id: string,
  name: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `supprime-${id}@releve.invalid`,
      // Not an argon2 hash: no password ever matches it.
      passwordHash: '!compte-supprime',
      firstName: 'Compte',
      lastName: 'supprimé',
      name,
      phone: '',
      address: '',
      profilePhoto: null,
      rpps: null,
      rppsVerifiedAt: null,
      rppsVerifiedBy: null,
      calendarToken: null,
      calendarTokenCreatedAt: null,
      locationLat: null,
      locationLng: null,
      sharePosition: false,
      notifyPush: false,
      notifyEmail: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}
