import { queryOptions } from '@tanstack/react-query';
import type { DashboardStats } from '../../../../contract/dashboard.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /dashboard/stats: the professional's four counters. */
export function statsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'stats'] as const,
    queryFn: ({ signal }) => apiFetch<DashboardStats>('/dashboard/stats', { signal }),
  });
}
