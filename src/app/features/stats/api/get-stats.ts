import { apiQuery } from '../../../api/queries.ts';

/** GET /institutions/{id}/stats: the establishment's months `from`..`to` (`YYYY-MM`). */
export function institutionStatsQueryOptions(id: string, from: string, to: string) {
  return apiQuery('institutionStats', { params: { id }, query: { from, to } });
}

/** GET /stats (administrator): the platform's months, with the commission. */
export function platformStatsQueryOptions(from: string, to: string) {
  return apiQuery('platformStats', { query: { from, to } });
}
