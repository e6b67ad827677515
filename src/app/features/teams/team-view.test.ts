import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/auth.ts';
import type { Team } from '../../../contract/teams.ts';
import { aUser } from '../../test-kit/users.test-support.ts';
import { adminsOf, professionalsOf, teamView } from './team-view.ts';

const team = (over: Partial<Team>): Team => ({
  id: 't1',
  name: 'Nuit',
  referent_user_id: null,
  referent_name: null,
  members: [],
  member_names: [],
  created_at: '2025-03-01T10:00:00Z',
  ...over,
});

const user = (id: string, first: string, role: User['role'], status: User['status'] = 'approved') =>
  aUser({ id, first_name: first, last_name: 'Test', name: `${first} Test`, role, status });

describe('teamView', () => {
  it('names members in the order of the team, « unknown » when the server has no name', () => {
    const view = teamView(
      team({
        members: ['u1', 'u2', 'u3'],
        member_names: [
          { id: 'u3', name: 'Zoé Martin' },
          { id: 'u1', name: 'Inès Moreau' },
        ],
      }),
    );
    expect(view.members).toEqual([
      { id: 'u1', name: 'Inès Moreau' },
      { id: 'u2', name: null },
      { id: 'u3', name: 'Zoé Martin' },
    ]);
  });

  it('tells no referent from a referent who cannot be found', () => {
    expect(teamView(team({})).referent).toBeUndefined();
    expect(teamView(team({ referent_user_id: 'u9' })).referent).toBeNull();
    expect(teamView(team({ referent_user_id: 'u1', referent_name: 'Inès Moreau' })).referent).toBe(
      'Inès Moreau',
    );
  });
});

describe('professionalsOf and adminsOf', () => {
  const users = [
    user('a', 'Zoé', 'nurse'),
    user('b', 'Anne', 'caregiver'),
    user('c', 'Paul', 'nurse', 'pending'),
    user('d', 'Jean', 'institution'),
    user('e', 'Admin', 'admin'),
    user('f', 'Rémi', 'caregiver', 'rejected'),
  ];

  it('keeps approved nurses and caregivers, by name', () => {
    expect(professionalsOf(users).map((u) => u.id)).toEqual(['b', 'a']);
  });

  it('keeps approved administrators', () => {
    expect(adminsOf(users).map((u) => u.id)).toEqual(['e']);
  });
});
