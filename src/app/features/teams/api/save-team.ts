import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../api/client.ts';
import { teamsKey } from './get-teams.ts';

export interface TeamDraft {
  name: string;
  referent_user_id: string | null;
  members: string[];
}

interface TeamAnswer {
  message: string;
  team: Team;
}

/** POST /teams (admin), or PUT /teams/{id} (admin) with every field: members replace the list. */
export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: TeamDraft }) =>
      id === null
        ? apiFetch<TeamAnswer>('/teams', { method: 'POST', body: draft })
        : apiFetch<TeamAnswer>(`/teams/${encodeURIComponent(id)}`, { method: 'PUT', body: draft }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
  });
}
