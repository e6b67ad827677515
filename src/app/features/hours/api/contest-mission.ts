import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContestBody } from '../../../../contract/missions.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { HOURS_CALLS } from './hours-keys.ts';

/** PUT /prestations/{id}/contest (its establishment): the times it proposes, and why. */
export function useContestMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContestBody }) =>
      call('contestMission', { params: { id }, body }),
    onSettled: () => invalidateCalls(queryClient, HOURS_CALLS),
  });
}
