import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';

/** What changes when the pool does: both lists, and the candidates that show it. */
const POOL_CALLS = ['listFavorites', 'listBlocked', 'missionCandidates'] as const;

/** GET /institutions/{id}/favorites: « Mes soignants ». */
export function useFavoriteList(institutionId: string) {
  return useQuery(apiQuery('listFavorites', { params: { id: institutionId } }));
}

/** GET /institutions/{id}/blocked: the professionals set aside, with the reason. */
export function useBlockedList(institutionId: string) {
  return useQuery(apiQuery('listBlocked', { params: { id: institutionId } }));
}

/** DELETE /institutions/{id}/favorites/{userId}. */
export function useRemoveFavorite(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call('removeFavorite', { params: { id: institutionId, userId } }),
    onSettled: () => invalidateCalls(queryClient, [...POOL_CALLS]),
  });
}

/** DELETE /institutions/{id}/blocked/{userId}: « Ne plus écarter ». */
export function useUnblock(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call('unblockProfessional', { params: { id: institutionId, userId } }),
    onSettled: () => invalidateCalls(queryClient, [...POOL_CALLS]),
  });
}
