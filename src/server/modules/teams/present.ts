import type { Team } from '../../../contract/teams.ts';
import { displayName } from '../users/present.ts';
import type { TeamMemberName, TeamRow } from './repo.ts';

export function presentTeam(
  row: TeamRow,
  members: TeamMemberName[],
  referentName: string | null,
): Team {
  return {
    id: row.id,
    name: row.name,
    referent_user_id: row.referentUserId,
    referent_name: referentName,
    members: members.map((m) => m.userId),
    member_names: members.map((m) => ({ id: m.userId, name: displayName(m) })),
    created_at: row.createdAt.toISOString(),
  };
}
