import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** PUT /prestations/{id}/publish (admin): pending → open, « À pourvoir » (docs/product-rules.md §10). */
export function usePublishMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('publishMission', { params: { id } }),
    // Not awaited: the card that asked leaves the list with the refetch (see approve-mission.ts).
    onSettled: () => {
      void invalidateCalls(queryClient, MISSION_CALLS);
    },
  });
}
