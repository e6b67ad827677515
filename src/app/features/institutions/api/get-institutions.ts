import { queryOptions } from '@tanstack/react-query';
import type { Institution } from '../../../../contract/institutions.ts';
import { apiFetch } from '../../../api/client.ts';

export const institutionsQueryKey = ['institutions'] as const;

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name, 'fr-FR');

/** GET /institutions: approved establishments (every one for the admin), by name. */
export function institutionsQueryOptions() {
  return queryOptions({
    queryKey: institutionsQueryKey,
    queryFn: ({ signal }) => apiFetch<Institution[]>('/institutions', { signal }),
    select: (list) => [...list].sort(byName),
  });
}
