import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';

/** GET /users/directory: every approved user; the colleagues are picked from it. */
export function directoryQueryOptions() {
  return queryOptions({ ...apiQuery('directory'), staleTime: 5 * 60_000 });
}
