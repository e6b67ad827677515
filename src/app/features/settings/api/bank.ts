import { useMutation } from '@tanstack/react-query';
import type { BankBody } from '../../../../contract/bank.ts';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';

/** PUT /users/me/bank: her bank details; the answer (masked IBAN) becomes the session's user. */
export function useUpdateMyBank() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: BankBody) => call('updateMyBank', { body }),
    onSuccess: (user) => updateUser(user),
  });
}
