import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePrestationBody, Prestation } from '../../../../contract/missions.ts';
import { apiFetch } from '../../../api/client.ts';
import { dashboardKeyPrefix, missionKeys } from './mission-keys.ts';

export interface CreateMissionAnswer {
  message: string;
  prestation: Prestation;
}

/** POST /prestations (admin, establishment). Every mission list is reloaded afterwards. */
export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrestationBody) =>
      apiFetch<CreateMissionAnswer>('/prestations', { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeyPrefix }),
      ]),
  });
}
