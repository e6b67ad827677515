import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CreateTeamBody, Team, UpdateTeamBody } from '../../../contract/teams.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError, notFound } from '../../errors.ts';
import { findUsersByIds } from '../users/repo.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { teamsFr } from './fr.ts';
import { presentTeam } from './present.ts';
import {
  deleteTeam,
  findTeam,
  insertTeam,
  listMembersOf,
  listTeams,
  replaceMembers,
  updateTeam,
  type TeamRow,
} from './repo.ts';

type Issue = ConstructorParameters<typeof ValidationError>[0][number];

const isProfessional = (u: UserRow) =>
  u.status === 'approved' && (u.role === 'nurse' || u.role === 'caregiver');

/** Teams with their members' and referent's names, in one round trip each. */
async function present(db: Db, rows: TeamRow[]): Promise<Team[]> {
  const members = await listMembersOf(
    db,
    rows.map((r) => r.id),
  );
  const referentIds = [
    ...new Set(rows.flatMap((r) => (r.referentUserId ? [r.referentUserId] : []))),
  ];
  const referents = new Map(
    (await findUsersByIds(db, referentIds)).map((u) => [u.id, displayName(u)] as const),
  );
  return rows.map((row) =>
    presentTeam(
      row,
      members.filter((m) => m.teamId === row.id),
      row.referentUserId ? (referents.get(row.referentUserId) ?? null) : null,
    ),
  );
}

async function presentOne(db: Db, row: TeamRow): Promise<Team> {
  const [team] = await present(db, [row]);
  if (!team) throw new Error('team vanished');
  return team;
}

/** Admin: every team. Anyone else: the teams they belong to or refer. */
export async function teamsFor(app: FastifyInstance, me: UserRow): Promise<Team[]> {
  return present(app.db, await listTeams(app.db, me.role === 'admin' ? undefined : me.id));
}

/**
 * Members must be approved professionals; the referent an approved member of the team or an
 * approved administrator. `checkMembers` is false when an edit keeps the current members, so
 * that renaming a team does not fail on a member whose account changed since.
 */
async function checkComposition(
  db: Db,
  members: string[],
  referentId: string | null,
  checkMembers: boolean,
): Promise<void> {
  const ids = [...new Set([...members, ...(referentId ? [referentId] : [])])];
  const found = new Map((await findUsersByIds(db, ids)).map((u) => [u.id, u] as const));
  const issues: Issue[] = [];
  if (checkMembers) {
    members.forEach((id, i) => {
      const user = found.get(id);
      if (!user || !isProfessional(user)) {
        issues.push({
          loc: ['body', 'members', i],
          msg: teamsFr.memberNotProfessional,
          type: 'value_error',
        });
      }
    });
  }
  if (referentId) {
    const referent = found.get(referentId);
    const ok =
      referent?.status === 'approved' &&
      (referent.role === 'admin' || members.includes(referentId));
    if (!ok) {
      issues.push({
        loc: ['body', 'referent_user_id'],
        msg: teamsFr.referentInvalid,
        type: 'value_error',
      });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

export async function createTeam(
  app: FastifyInstance,
  body: z.output<typeof CreateTeamBody>,
): Promise<{ message: string; team: Team }> {
  const members = [...new Set(body.members)];
  const referentId = body.referent_user_id ?? null;
  await checkComposition(app.db, members, referentId, true);
  const row = await app.db.transaction((tx) =>
    insertTeam(tx, { name: body.name, referentUserId: referentId }, members, app.now()),
  );
  return { message: teamsFr.created, team: await presentOne(app.db, row) };
}

export async function editTeam(
  app: FastifyInstance,
  id: string,
  body: z.output<typeof UpdateTeamBody>,
): Promise<{ message: string; team: Team }> {
  const current = await findTeam(app.db, id);
  if (!current) throw notFound(teamsFr.notFound);
  const currentMembers = (await listMembersOf(app.db, [id])).map((m) => m.userId);
  const members = body.members ? [...new Set(body.members)] : currentMembers;
  const referentId =
    body.referent_user_id === undefined ? current.referentUserId : body.referent_user_id;
  await checkComposition(app.db, members, referentId, body.members !== undefined);
  const row = await app.db.transaction(async (tx) => {
    const updated = await updateTeam(tx, id, {
      name: body.name ?? current.name,
      referentUserId: referentId,
    });
    if (updated && body.members) await replaceMembers(tx, id, members);
    return updated;
  });
  if (!row) throw notFound(teamsFr.notFound);
  return { message: teamsFr.updated, team: await presentOne(app.db, row) };
}

export async function removeTeam(app: FastifyInstance, id: string): Promise<{ message: string }> {
  if (!(await deleteTeam(app.db, id))) throw notFound(teamsFr.notFound);
  return { message: teamsFr.deleted };
}
