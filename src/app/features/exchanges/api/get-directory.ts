import { queryOptions } from '@tanstack/react-query';
import type { DirectoryEntry } from '../../../../contract/users.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /users/directory: every approved user; the colleagues are picked from it. */
export function directoryQueryOptions() {
  return queryOptions({
    queryKey: ['directory'],
    queryFn: ({ signal }) => apiFetch<DirectoryEntry[]>('/users/directory', { signal }),
    staleTime: 5 * 60_000,
  });
}
