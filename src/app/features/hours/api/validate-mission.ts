import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { HOURS_CALLS } from './hours-keys.ts';
import { hoursToValidateKey } from './missions-to-validate.ts';

/**
 * PUT /prestations/{id}/validate. One tap: the mission leaves the list at once (optimistic) and
 * comes back, with the server's reason in a toast, if the validation is refused (validated
 * automatically meanwhile, contested by someone else…).
 */
export function useValidateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('validateMission', { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: hoursToValidateKey });
      const before = queryClient.getQueryData<Prestation[]>(hoursToValidateKey);
      queryClient.setQueryData<Prestation[]>(hoursToValidateKey, (list) =>
        list?.filter((mission) => mission.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) queryClient.setQueryData(hoursToValidateKey, context.before);
    },
    onSettled: () => invalidateCalls(queryClient, HOURS_CALLS),
  });
}
