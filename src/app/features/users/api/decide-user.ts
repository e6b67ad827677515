import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';

export type UserDecision = 'approve' | 'reject';

/** POST /users/{id}/approve | reject (admin). The list is reloaded after either. */
export function useDecideUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: UserDecision }) =>
      call(decision === 'approve' ? 'approveUser' : 'rejectUser', { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, ['listUsers']),
  });
}
