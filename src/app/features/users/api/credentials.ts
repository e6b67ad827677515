import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDecisionBody } from '../../../../contract/credentials.ts';
import { call } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';

/** GET /users/{id}/documents (admin): one professional's documents. */
export function useUserDocuments(userId: string, enabled: boolean) {
  return useQuery({ ...apiQuery('userDocuments', { params: { id: userId } }), enabled });
}

/** PUT /users/{id}/rpps/verify (admin): her RPPS number checked, by whom and when. */
export function useVerifyRpps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('verifyRpps', { params: { id } }),
    onSettled: () => invalidateCalls(queryClient, ['listUsers']),
  });
}

/**
 * PUT /documents/{id}/verify (admin): verified, or refused with the reason she will read. Her
 * documents and the list (whether she may claim) are read again.
 */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DocumentDecisionBody }) =>
      call('verifyDocument', { params: { id }, body }),
    onSettled: () => invalidateCalls(queryClient, ['userDocuments', 'listUsers']),
  });
}
