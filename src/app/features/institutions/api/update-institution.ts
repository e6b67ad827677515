import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Institution, InstitutionUpdateBody } from '../../../../contract/institutions.ts';
import { apiFetch } from '../../../api/client.ts';
import { institutionsQueryKey } from './get-institutions.ts';

/** PUT /institutions/{id} (admin, or the establishment itself); the list and profile reload. */
export function useUpdateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InstitutionUpdateBody }) =>
      apiFetch<Institution>(`/institutions/${encodeURIComponent(id)}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionsQueryKey }),
  });
}
