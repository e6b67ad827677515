import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePrestationBody } from '../../../../contract/missions.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

/** POST /prestations (admin, establishment). Every mission list is reloaded afterwards. */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrestationBody) => call('createMission', { body }),
    onSettled: () => invalidateCalls(queryClient, MISSION_CALLS),
  });
}
