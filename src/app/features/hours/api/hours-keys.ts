import type { RouteName } from '../../../../contract/route-table.ts';
import { DASHBOARD_CALLS } from '../../../api/queries.ts';

/**
 * What a sign-off changes: this list, the mission lists that show the validation badge, the
 * dashboards' « Heures à valider » / « Heures contestées » counters and the statement's
 * validated and waiting amounts.
 */
export const HOURS_CALLS = [
  'missionsToValidate',
  'listMissions',
  'institutionMissions',
  'billingMonths',
  ...DASHBOARD_CALLS,
] as const satisfies readonly RouteName[];
