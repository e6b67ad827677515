import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchBody } from '../../../../contract/pool.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';

/** POST /prestations/batch: the week's copies, all or none. */
export function useCopyWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchBody) => call('createMissionsBatch', { body }),
    onSettled: () =>
      invalidateCalls(queryClient, ['institutionMissions', 'listMissions', 'institutionDashboard']),
  });
}
