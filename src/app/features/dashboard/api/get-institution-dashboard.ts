import { queryOptions } from '@tanstack/react-query';
import type { InstitutionDashboard } from '../../../../contract/dashboard.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /dashboard/institution: the establishment's three counters. */
export function institutionDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'institution'] as const,
    queryFn: ({ signal }) => apiFetch<InstitutionDashboard>('/dashboard/institution', { signal }),
  });
}
