import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateExchangeBody } from '../../../../contract/exchanges.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { EXCHANGE_CALLS } from './get-exchanges.ts';

/** POST /exchanges: the assignee offers an assigned or accepted mission to a colleague. */
export function useProposeExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExchangeBody) => call('proposeExchange', { body }),
    onSuccess: () => invalidateCalls(queryClient, EXCHANGE_CALLS),
  });
}
