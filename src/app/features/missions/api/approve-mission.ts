import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** PUT /prestations/{id}/approve (admin) `{assigned_to, status: 'assigned'}`; lists reloaded. */
export function useApproveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assignedTo }: { id: string; assignedTo: string }) =>
      call('approveMission', {
        params: { id },
        body: { assigned_to: assignedTo, status: 'assigned' },
      }),
    onSettled: () => invalidateCalls(queryClient, MISSION_CALLS),
  });
}
