import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';

/** GET /institutions/{id}/favorites: the establishment's favourites (« Mes soignants »). */
export function useFavorites(institutionId: string | null) {
  return useQuery({
    ...apiQuery('listFavorites', { params: { id: institutionId ?? '' } }),
    enabled: institutionId !== null,
    staleTime: 60_000,
  });
}

/** PUT or DELETE /institutions/{id}/favorites/{userId}. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId, add }: { id: string; userId: string; add: boolean }) =>
      call(add ? 'addFavorite' : 'removeFavorite', { params: { id, userId } }),
    onSettled: () => invalidateCalls(queryClient, ['listFavorites', 'missionCandidates']),
  });
}
