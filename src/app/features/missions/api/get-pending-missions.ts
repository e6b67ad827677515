import { apiQuery } from '../../../api/queries.ts';

/** GET /prestations/pending (admin): missions waiting for an assignee. */
export function pendingMissionsQueryOptions() {
  return apiQuery('pendingMissions');
}
