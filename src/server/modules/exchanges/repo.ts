import { randomUUID } from 'node:crypto';
import { aliasedTable, and, desc, eq, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchanges, institutionBlocked, missions, users } from '../../db/schema.ts';
import type { MissionRow } from '../missions/repo.ts';
import { nameColumns, type Named } from '../users/repo.ts';

export type ExchangeRow = typeof exchanges.$inferSelect;

export interface ExchangeView extends ExchangeRow {
  mission: Pick<MissionRow, 'id' | 'name' | 'dateStart' | 'dateEnd'>;
  from: Named;
  to: Named;
}

export async function findPendingExchangeFrom(
  db: Db,
  missionId: string,
  fromUserId: string,
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(exchanges)
    .where(
      and(
        eq(exchanges.prestationId, missionId),
        eq(exchanges.fromUserId, fromUserId),
        eq(exchanges.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertExchange(
  db: Db,
  exchange: { prestationId: string; fromUserId: string; toUserId: string; reason: string },
  now: Date,
): Promise<ExchangeRow> {
  const [row] = await db
    .insert(exchanges)
    .values({ id: randomUUID(), ...exchange, createdAt: now })
    .returning();
  if (!row) throw new Error('exchange insert returned nothing');
  return row;
}

export async function findExchange(db: Db, id: string): Promise<ExchangeRow | undefined> {
  const [row] = await db.select().from(exchanges).where(eq(exchanges.id, id)).limit(1);
  return row;
}

/** pending → accepted | rejected, once: undefined when someone answered first. */
export async function answerExchange(
  db: Db,
  id: string,
  status: 'accepted' | 'rejected',
  now: Date,
): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .update(exchanges)
    .set({ status, respondedAt: now })
    .where(and(eq(exchanges.id, id), eq(exchanges.status, 'pending')))
    .returning();
  return row;
}

const fromUser = aliasedTable(users, 'from_user');
const toUser = aliasedTable(users, 'to_user');

const viewColumns = {
  exchange: exchanges,
  mission: {
    id: missions.id,
    name: missions.name,
    dateStart: missions.dateStart,
    dateEnd: missions.dateEnd,
  },
  from: nameColumns(fromUser),
  to: nameColumns(toUser),
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(exchanges)
    .innerJoin(missions, eq(missions.id, exchanges.prestationId))
    .innerJoin(fromUser, eq(fromUser.id, exchanges.fromUserId))
    .innerJoin(toUser, eq(toUser.id, exchanges.toUserId));
}

const toView = (r: Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number]) =>
  ({ ...r.exchange, mission: r.mission, from: r.from, to: r.to }) satisfies ExchangeView;

/**
 * Exchanges the user proposed or received, newest first. A pending one she received for a
 * mission of an establishment that has set her aside since is left out: she could not accept
 * it, and she is never told she was set aside.
 */
export async function listExchangesOf(db: Db, userId: string): Promise<ExchangeView[]> {
  const setAsideSince = and(
    eq(exchanges.toUserId, userId),
    eq(exchanges.status, 'pending'),
    sql`exists (select 1 from ${institutionBlocked} where ${institutionBlocked.institutionId} = ${missions.institutionId} and ${institutionBlocked.userId} = ${userId})`,
  );
  const rows = await selectViews(db)
    .where(
      and(
        or(eq(exchanges.fromUserId, userId), eq(exchanges.toUserId, userId)),
        not(setAsideSince ?? sql`false`),
      ),
    )
    .orderBy(desc(exchanges.createdAt), desc(exchanges.id));
  return rows.map(toView);
}

export async function findExchangeView(db: Db, id: string): Promise<ExchangeView | undefined> {
  const [row] = await selectViews(db).where(eq(exchanges.id, id)).limit(1);
  return row ? toView(row) : undefined;
}
