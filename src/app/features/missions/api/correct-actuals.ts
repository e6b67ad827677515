import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActualsBody } from '../../../../contract/missions.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** PATCH /prestations/{id}/actuals (admin): corrected actual start and end. */
export function useCorrectActuals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ActualsBody }) =>
      call('correctActuals', { params: { id }, body }),
    onSettled: () => invalidateCalls(queryClient, MISSION_CALLS),
  });
}
