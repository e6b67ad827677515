import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchBody } from '../../../../contract/pool.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** POST /prestations/batch (admin, establishment): all or none. Every mission list reloads. */
export function useCreateMissionsBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchBody) => call('createMissionsBatch', { body }),
    onSettled: () => invalidateCalls(queryClient, MISSION_CALLS),
  });
}
