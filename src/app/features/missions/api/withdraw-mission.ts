import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { refreshAfterStaffing } from './claim-mission.ts';

/**
 * PUT /prestations/{id}/withdraw (her own assigned or accepted mission, more than 48 h before
 * its start, docs/product-rules.md §10): it goes back « À pourvoir ».
 */
export function useWithdrawMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('withdrawMission', { params: { id } }),
    // Not awaited: the card that asked leaves « Mes prestations » with the refresh, and the
    // caller's own callbacks (its toast) must run before that.
    onSettled: () => {
      void refreshAfterStaffing(queryClient);
    },
  });
}
