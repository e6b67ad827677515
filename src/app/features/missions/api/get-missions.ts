import { apiQuery } from '../../../api/queries.ts';

/** GET /prestations: every mission for the admin, its own for an establishment. */
export function missionsQueryOptions() {
  return apiQuery('listMissions');
}
