import { queryOptions } from '@tanstack/react-query';
import type { Exchange } from '../../../../contract/exchanges.ts';
import { apiFetch } from '../../../api/client.ts';

/** Every query of this feature sits under this prefix: the socket invalidates it as a whole. */
export const exchangesKey = ['exchanges'] as const;

/** GET /exchanges: the exchanges the caller proposed or received, newest first. */
export function exchangesQueryOptions() {
  return queryOptions({
    queryKey: [...exchangesKey, 'list'],
    queryFn: ({ signal }) => apiFetch<Exchange[]>('/exchanges', { signal }),
  });
}
