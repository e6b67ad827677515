import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';

export type TeamRow = typeof teams.$inferSelect;
export interface TeamMemberName {
  teamId: string;
  userId: string;
  role: (typeof users.$inferSelect)['role'];
  name: string | null;
  firstName: string;
  lastName: string;
}

/** Every team (admin), or those the user belongs to or refers. */
export async function listTeams(db: Db, forUserId?: string): Promise<TeamRow[]> {
  const query = db.select().from(teams);
  if (forUserId === undefined) return query.orderBy(asc(teams.name), asc(teams.id));
  const mine = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, forUserId));
  return query
    .where(or(eq(teams.referentUserId, forUserId), inArray(teams.id, mine)))
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function findTeam(db: Db, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

/** Members of the given teams with what their names are made of, in insertion-independent order. */
export async function listMembersOf(db: Db, teamIds: string[]): Promise<TeamMemberName[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      role: users.role,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function insertTeam(
  db: Db,
  team: { name: string; referentUserId: string | null },
  memberIds: string[],
  now: Date,
): Promise<TeamRow> {
  const [row] = await db
    .insert(teams)
    .values({ id: randomUUID(), ...team, createdAt: now })
    .returning();
  if (!row) throw new Error('team insert returned nothing');
  await replaceMembers(db, row.id, memberIds);
  return row;
}

export async function updateTeam(
  db: Db,
  id: string,
  changes: { name: string; referentUserId: string | null },
): Promise<TeamRow | undefined> {
  const [row] = await db.update(teams).set(changes).where(eq(teams.id, id)).returning();
  return row;
}

export async function replaceMembers(db: Db, teamId: string, memberIds: string[]): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  if (memberIds.length === 0) return;
  await db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId, userId })));
}

export async function deleteTeam(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(teams).where(eq(teams.id, id)).returning({ id: teams.id });
  return rows.length > 0;
}
