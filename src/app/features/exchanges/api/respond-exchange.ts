import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exchange } from '../../../../contract/exchanges.ts';
import { apiFetch } from '../../../api/client.ts';
import { refreshMyMissions } from '../../../offline/refresh.ts';
import { exchangesKey } from './get-exchanges.ts';

/**
 * PUT /exchanges/{id}/respond?accept=true|false (the recipient, once). An accepted exchange
 * makes the mission ours: the device copy of « Mes prestations » is refreshed at once.
 */
export function useRespondToExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      apiFetch<{ message: string; exchange: Exchange }>(
        `/exchanges/${encodeURIComponent(id)}/respond`,
        { method: 'PUT', query: { accept } },
      ),
    onSuccess: (_answer, { accept }) => {
      if (accept) void refreshMyMissions().catch(() => undefined);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exchangesKey }),
  });
}
