import { apiQuery } from '../../../api/queries.ts';

/** GET /dashboard/urgent: what needs the caller now. Asked again every minute while shown. */
export function urgentQueryOptions() {
  return { ...apiQuery('dashboardUrgent'), refetchInterval: 60_000 };
}
