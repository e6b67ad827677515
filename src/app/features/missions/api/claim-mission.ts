import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { refreshCollection } from '../../../offline/refresh.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/**
 * The device copies and queries a claim or a withdrawal changes: the open list, and her own
 * missions (« Mes prestations » reads them from the device, the exchanges screen from a query).
 */
export async function refreshAfterStaffing(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    refreshCollection('open'),
    refreshCollection('missions'),
    invalidateCalls(queryClient, [...MISSION_CALLS, 'myMissions']),
  ]);
}

/**
 * PUT /prestations/{id}/claim (professional, docs/product-rules.md §10): the first claim wins the
 * open mission, accepted for her; the others get 409 « Cette mission vient d'être prise. ». A
 * race, so always online: never through the outbox.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('claimMission', { params: { id } }),
    // Not awaited: the answer is said at once, the lists follow.
    onSettled: () => {
      void refreshAfterStaffing(queryClient);
    },
  });
}
