import { apiQuery } from '../../../api/queries.ts';

/** GET /dashboard/institution: the establishment's three counters. */
export function institutionDashboardQueryOptions() {
  return apiQuery('institutionDashboard');
}
