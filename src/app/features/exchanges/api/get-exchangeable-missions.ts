import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/queries.ts';

/**
 * GET /prestations/me, kept to the missions that can be proposed (assigned or accepted,
 * docs/product-rules.md §7). Asked of the server rather than the device copy: proposing needs the network
 * anyway, and the server's state is the one that will be checked.
 */
export function exchangeableMissionsQueryOptions() {
  return queryOptions({
    ...apiQuery('myMissions'),
    select: (missions) =>
      missions.filter((m) => m.status === 'assigned' || m.status === 'accepted'),
  });
}
