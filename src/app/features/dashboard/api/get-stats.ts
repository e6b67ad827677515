import { apiQuery } from '../../../api/queries.ts';

/** GET /dashboard/stats: the professional's four counters. */
export function statsQueryOptions() {
  return apiQuery('dashboardStats');
}
