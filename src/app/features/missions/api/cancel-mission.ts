import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { dashboardKeyPrefix, missionKeys } from './mission-keys.ts';

/** PUT /prestations/{id}/cancel (admin, or the owning establishment, before the start). */
export function useCancelMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<Prestation>(`/prestations/${encodeURIComponent(id)}/cancel`, { method: 'PUT' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeyPrefix }),
      ]),
  });
}
