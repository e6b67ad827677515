import { queryOptions } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../contract/dashboard.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /dashboard/admin: pending work, missions in progress and this month's figures. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'admin'] as const,
    queryFn: ({ signal }) => apiFetch<AdminDashboard>('/dashboard/admin', { signal }),
  });
}
