import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';

/** DELETE /teams/{id} (admin). The members' accounts are untouched. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteTeam', { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, ['listTeams']),
  });
}
