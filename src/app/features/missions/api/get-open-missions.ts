import { apiQuery } from '../../../api/queries.ts';

/**
 * GET /prestations/open: the open missions the professional may take, soonest first, each with
 * its estimated pay. Used only while the offline layer holds no session for this user (see
 * `offline/use-offline-list.ts`); otherwise the device's copy is read.
 */
export function openMissionsQueryOptions() {
  return apiQuery('openMissions');
}
