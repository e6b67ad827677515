import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';

export interface TeamDraft {
  name: string;
  referent_user_id: string | null;
  members: string[];
}

/** POST /teams (admin), or PUT /teams/{id} (admin) with every field: members replace the list. */
export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: TeamDraft }) =>
      id === null
        ? call('createTeam', { body: draft })
        : call('updateTeam', { params: { id }, body: draft }),
    onSettled: () => invalidateCalls(queryClient, ['listTeams']),
  });
}
