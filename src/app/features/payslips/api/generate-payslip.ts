import { useMutation } from '@tanstack/react-query';
import type { Payslip, PayslipGenerateQuery } from '../../../../contract/payslips.ts';
import { apiFetch } from '../../../api/client.ts';

interface PayslipGenerated {
  message: string;
  payslip: Payslip;
}

/** POST /payslips/generate?user_id&period_start&period_end (admin; no body, spec §7). */
export function useGeneratePayslip() {
  return useMutation({
    mutationFn: (query: PayslipGenerateQuery) =>
      apiFetch<PayslipGenerated>('/payslips/generate', { method: 'POST', query: { ...query } }),
  });
}
