import { apiQuery } from '../../../api/queries.ts';

/**
 * GET /prestations/{id}/candidates (admin): every approved professional, whether she may take
 * the mission and why not (docs/product-rules.md §9), eligible and available first.
 */
export function candidatesQueryOptions(missionId: string) {
  return apiQuery('missionCandidates', { params: { id: missionId } });
}
