import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { refreshMyMissions } from '../../../offline/refresh.ts';
import { EXCHANGE_CALLS } from './get-exchanges.ts';

/**
 * PUT /exchanges/{id}/respond?accept=true|false (the recipient, once). An accepted exchange
 * makes the mission ours: the device copy of « Mes prestations » is refreshed at once.
 */
export function useRespondToExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      call('respondExchange', { params: { id }, query: { accept: accept ? 'true' : 'false' } }),
    onSuccess: (_answer, { accept }) => {
      if (accept) void refreshMyMissions().catch(() => undefined);
    },
    onSettled: () => invalidateCalls(queryClient, EXCHANGE_CALLS),
  });
}
