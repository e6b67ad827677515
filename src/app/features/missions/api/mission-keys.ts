import { DASHBOARD_CALLS } from '../../../api/queries.ts';

/**
 * The mission lists a change of a mission makes stale, with the dashboards' figures (pending
 * count, upcoming, in progress): one invalidation after a change refreshes them all.
 */
export const MISSION_CALLS = [
  'listMissions',
  'pendingMissions',
  'institutionMissions',
  ...DASHBOARD_CALLS,
] as const;
