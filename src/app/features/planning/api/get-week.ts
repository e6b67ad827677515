import { apiQuery } from '../../../api/queries.ts';

/** GET /institutions/prestations for one week (planned start in [from, to[), at most 1 000. */
export function weekQueryOptions(bounds: { from: string; to: string }) {
  return apiQuery('institutionMissions', { query: { ...bounds, limit: 1000 } });
}
