import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExchangeBody, Exchange } from '../../../../contract/exchanges.ts';
import { apiFetch } from '../../../api/client.ts';
import { exchangesKey } from './get-exchanges.ts';

/** POST /exchanges: the assignee offers an assigned or accepted mission to a colleague. */
export function useProposeExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExchangeBody) =>
      apiFetch<{ message: string; exchange: Exchange }>('/exchanges', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangesKey }),
  });
}
