import { queryOptions } from '@tanstack/react-query';
import type { BillingMonthSummary } from '../../../../contract/billing.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /billing/months: the establishment's statement (every establishment's for the admin). */
export function billingMonthsQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'months'] as const,
    queryFn: ({ signal }) => apiFetch<BillingMonthSummary[]>('/billing/months', { signal }),
    select: (months) => [...months].sort((a, b) => b.month.localeCompare(a.month)),
  });
}
