import { queryOptions } from '@tanstack/react-query';
import type { Payslip } from '../../../../contract/payslips.ts';
import { apiFetch } from '../../../api/client.ts';

export const payslipsQueryKey = ['payslips'] as const;

/**
 * GET /payslips: the signed-in professional's payslips (every payslip for the admin). Used
 * only while the offline layer holds no session for this user (see `offline/use-offline-list.ts`).
 */
export function payslipsQueryOptions() {
  return queryOptions({
    queryKey: payslipsQueryKey,
    queryFn: ({ signal }) => apiFetch<Payslip[]>('/payslips', { signal }),
  });
}
