import { apiQuery } from '../../../api/queries.ts';

/** GET /institutions/prestations (establishment): its own missions. */
export function institutionMissionsQueryOptions() {
  return apiQuery('institutionMissions');
}
