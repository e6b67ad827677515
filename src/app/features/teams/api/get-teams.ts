import { queryOptions } from '@tanstack/react-query';
import type { Team } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../api/client.ts';

export const teamsKey = ['teams'] as const;

/** GET /teams: every team for the admin, the caller's own teams for anyone else. */
export function teamsQueryOptions() {
  return queryOptions({
    queryKey: teamsKey,
    queryFn: ({ signal }) => apiFetch<Team[]>('/teams', { signal }),
  });
}
