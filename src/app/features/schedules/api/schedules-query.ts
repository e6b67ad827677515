import { apiQuery } from '../../../api/queries.ts';

/**
 * GET /schedules: a professional's own slots, an establishment's slots naming it, every slot
 * for the admin. Used only while the offline layer holds no session for this user (see
 * `offline/use-offline-list.ts`).
 */
export function schedulesQueryOptions() {
  return apiQuery('listSchedules');
}
