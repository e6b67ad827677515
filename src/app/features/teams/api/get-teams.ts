import { apiQuery } from '../../../api/queries.ts';

/** GET /teams: every team for the admin, the caller's own teams for anyone else. */
export function teamsQueryOptions() {
  return apiQuery('listTeams');
}
