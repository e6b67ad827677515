import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** PUT /prestations/{id}/cancel (admin, or the owning establishment, before the start). */
export function useCancelMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('cancelMission', { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, MISSION_CALLS),
  });
}
