import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';

/** GET /billing/months: the establishment's statement (every establishment's for the admin). */
export function billingMonthsQueryOptions() {
  return queryOptions({
    ...apiQuery('billingMonths'),
    select: (months) => [...months].sort((a, b) => b.month.localeCompare(a.month)),
  });
}
