import { apiQuery } from '../../../api/queries.ts';

/**
 * GET /payslips: the signed-in professional's payslips (every payslip for the admin). Used
 * only while the offline layer holds no session for this user (see `offline/use-offline-list.ts`).
 */
export function payslipsQueryOptions() {
  return apiQuery('listPayslips');
}
