import { queryOptions } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { exchangesKey } from './get-exchanges.ts';

/**
 * GET /prestations/me, kept to the missions that can be proposed (assigned or accepted,
 * PRODUCT §4). Asked of the server rather than the device copy: proposing needs the network
 * anyway, and the server's state is the one that will be checked.
 */
export function exchangeableMissionsQueryOptions() {
  return queryOptions({
    queryKey: [...exchangesKey, 'exchangeable-missions'],
    queryFn: ({ signal }) => apiFetch<Prestation[]>('/prestations/me', { signal }),
    select: (missions) =>
      missions.filter((m) => m.status === 'assigned' || m.status === 'accepted'),
  });
}
