import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiFetch } from '../../../api/client.ts';
import { institutionsQueryKey } from './get-institutions.ts';

/** GET /institutions/me: the signed-in establishment's own details and tariffs. */
export function myInstitutionQueryOptions() {
  return queryOptions({
    queryKey: [...institutionsQueryKey, 'me'] as const,
    queryFn: ({ signal }) => apiFetch<Institution>('/institutions/me', { signal }),
  });
}
