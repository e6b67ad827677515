import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';
import { usersQueryKey } from './get-users.ts';

export type UserDecision = 'approve' | 'reject';

interface DecisionResponse {
  message: string;
  user: User;
}

/** POST /users/{id}/approve | reject (admin). The list is reloaded after either. */
export function useDecideUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: UserDecision }) =>
      apiFetch<DecisionResponse>(`/users/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
