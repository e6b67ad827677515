import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { MISSION_CALLS } from './mission-keys.ts';

export interface ApproveInput {
  id: string;
  assignedTo: string;
  /** The admin's override of the eligibility rules, with its reason (docs/product-rules.md §9). */
  overrideReason?: string;
}

/**
 * PUT /prestations/{id}/approve (admin) `{assigned_to, status: 'assigned'}`, with `force: true`
 * and `override_reason` when the admin overrides a refusal; lists reloaded.
 */
export function useApproveMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assignedTo, overrideReason }: ApproveInput) =>
      call('approveMission', {
        params: { id },
        body: {
          assigned_to: assignedTo,
          status: 'assigned',
          ...(overrideReason === undefined ? {} : { force: true, override_reason: overrideReason }),
        },
      }),
    // Not awaited: the card that asked leaves the list with the refetch, and the caller's own
    // callbacks (its toast) must run before that.
    onSettled: () => {
      void invalidateCalls(queryClient, MISSION_CALLS);
    },
  });
}
