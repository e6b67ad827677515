import type { User } from '../../../contract/auth.ts';
import type { Team } from '../../../contract/teams.ts';
import { userDisplayName } from '../../ui/user-name.ts';

/** A team as its card shows it; `null` names a user the server could not find (« Inconnu »). */
export interface TeamView {
  /** `undefined`: no referent; `null`: a referent who could not be found. */
  referent: string | null | undefined;
  members: { id: string; name: string | null }[];
}

export function teamView(team: Team): TeamView {
  const names = new Map(team.member_names.map((m) => [m.id, m.name] as const));
  return {
    referent: team.referent_user_id === null ? undefined : team.referent_name,
    members: team.members.map((id) => ({ id, name: names.get(id) ?? null })),
  };
}

const isApproved = (user: User) => user.status === 'approved';

/** Who may be a member: approved nurses and caregivers, by name. */
export function professionalsOf(users: readonly User[]): User[] {
  return users
    .filter((u) => isApproved(u) && (u.role === 'nurse' || u.role === 'caregiver'))
    .sort((a, b) => userDisplayName(a).localeCompare(userDisplayName(b), 'fr-FR'));
}

/** Who may refer a team besides its members: approved administrators. */
export function adminsOf(users: readonly User[]): User[] {
  return users
    .filter((u) => isApproved(u) && u.role === 'admin')
    .sort((a, b) => userDisplayName(a).localeCompare(userDisplayName(b), 'fr-FR'));
}
