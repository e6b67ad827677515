import { apiQuery } from '../../../api/queries.ts';

/** GET /institutions/me: the signed-in establishment's own details and tariffs. */
export function myInstitutionQueryOptions() {
  return apiQuery('myInstitution');
}
