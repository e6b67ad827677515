import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveBody, Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { dashboardKeyPrefix, missionKeys } from './mission-keys.ts';

/** PUT /prestations/{id}/approve (admin) `{assigned_to, status: 'assigned'}`; lists reloaded. */
export function useApproveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assignedTo }: { id: string; assignedTo: string }) => {
      const body: ApproveBody = { assigned_to: assignedTo, status: 'assigned' };
      return apiFetch<Prestation>(`/prestations/${encodeURIComponent(id)}/approve`, {
        method: 'PUT',
        body,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeyPrefix }),
      ]),
  });
}
