import { apiQuery } from '../../../api/queries.ts';

/** GET /dashboard/admin: pending work, missions in progress and this month's figures. */
export function adminDashboardQueryOptions() {
  return apiQuery('adminDashboard');
}
