import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MissionBriefBody, RatingBody } from '../../../contract/after-mission.ts';
import { call } from '../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../api/queries.ts';

export const missionBriefQuery = (id: string) => apiQuery('missionBrief', { params: { id } });
export const institutionBriefQuery = (id: string) =>
  apiQuery('institutionBrief', { params: { id } });
export const missionRatingQuery = (id: string) => apiQuery('missionRating', { params: { id } });
export const myRatingQuery = () => apiQuery('myRating');

export function useSaveMissionBrief() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MissionBriefBody }) =>
      call('updateMissionBrief', { params: { id }, body }),
    onSuccess: () => invalidateCalls(client, ['missionBrief']),
  });
}

export function useSaveInstitutionBrief() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { brief: string } }) =>
      call('updateInstitutionBrief', { params: { id }, body }),
    onSuccess: () => invalidateCalls(client, ['institutionBrief', 'missionBrief']),
  });
}

export function useRateMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RatingBody }) =>
      call('rateMission', { params: { id }, body }),
    onSuccess: () => invalidateCalls(client, ['missionRating', 'myRating']),
  });
}
