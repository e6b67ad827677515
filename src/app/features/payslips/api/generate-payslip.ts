import { useMutation } from '@tanstack/react-query';
import type { PayslipGenerateQuery } from '../../../../contract/payslips.ts';
import { call } from '../../../api/client.ts';

/** POST /payslips/generate?user_id&period_start&period_end (admin; no body, docs/product-rules.md §8). */
export function useGeneratePayslip() {
  return useMutation({
    mutationFn: (query: PayslipGenerateQuery) => call('generatePayslip', { query }),
  });
}
