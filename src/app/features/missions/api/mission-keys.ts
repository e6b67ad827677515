import { DASHBOARD_CALLS } from '../../../api/queries.ts';

/**
 * The mission lists a change of a mission makes stale, with the dashboards' figures (pending
 * count, upcoming, in progress), the open missions and who can take which: one invalidation
 * after a change refreshes them all.
 */
export const MISSION_CALLS = [
  'listMissions',
  'pendingMissions',
  'institutionMissions',
  'openMissions',
  'missionCandidates',
  ...DASHBOARD_CALLS,
] as const;
