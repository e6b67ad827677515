import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstitutionUpdateBody } from '../../../../contract/institutions.ts';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { INSTITUTION_CALLS } from './get-institutions.ts';

/** PUT /institutions/{id} (admin, or the establishment itself); the list and profile reload. */
export function useUpdateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InstitutionUpdateBody }) =>
      call('updateInstitution', { params: { id }, body }),
    onSuccess: () => invalidateCalls(queryClient, INSTITUTION_CALLS),
  });
}
