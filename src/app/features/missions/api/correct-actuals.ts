import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActualsBody, Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { dashboardKeyPrefix, missionKeys } from './mission-keys.ts';

/** PATCH /prestations/{id}/actuals (admin): corrected actual start and end. */
export function useCorrectActuals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ActualsBody }) =>
      apiFetch<Prestation>(`/prestations/${encodeURIComponent(id)}/actuals`, {
        method: 'PATCH',
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeyPrefix }),
      ]),
  });
}
