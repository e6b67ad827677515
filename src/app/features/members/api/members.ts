import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInviteBody } from '../../../../contract/members.ts';
import { call } from '../../../api/client.ts';
import { apiQuery, invalidateCalls } from '../../../api/queries.ts';

/** GET /institutions/{id}/members: the owner first, then the members (owner and admin). */
export const membersQueryOptions = (institutionId: string) =>
  apiQuery('listMembers', { params: { id: institutionId } });

/** POST /institutions/{id}/members: the one-time link (also e-mailed when mail is set). */
export function useInviteMember(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberInviteBody) =>
      call('inviteMember', { params: { id: institutionId }, body }),
    onSettled: () => invalidateCalls(queryClient, ['listMembers']),
  });
}

/** DELETE /institutions/{id}/members/{user_id}: her account closes, her sessions end. */
export function useRemoveMember(institutionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call('removeMember', { params: { id: institutionId, user_id: userId } }),
    onSettled: () => invalidateCalls(queryClient, ['listMembers']),
  });
}
