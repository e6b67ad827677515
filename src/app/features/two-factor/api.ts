import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorCodeBody, TwoFactorStatus } from '../../../contract/auth.ts';
import { call, queryKey } from '../../api/client.ts';
import { apiQuery } from '../../api/queries.ts';

/** GET /auth/2fa: whether her account signs in with a second factor, and whether it must. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...apiQuery('twoFactorStatus'), enabled });
}

/** POST /auth/2fa/setup: a new secret (its otpauth URL and its text), not yet active. */
export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => call('setupTwoFactor') });
}

function useSetStatus() {
  const queryClient = useQueryClient();
  return (enabled: boolean) =>
    queryClient.setQueryData<TwoFactorStatus>(queryKey('twoFactorStatus'), (old) => ({
      enabled,
      required: old?.required ?? false,
    }));
}

/** POST /auth/2fa/enable: a right code activates it; the ten recovery codes, shown once. */
export function useEnableTwoFactor() {
  const setStatus = useSetStatus();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) => call('enableTwoFactor', { body }),
    onSuccess: () => setStatus(true),
  });
}

/** DELETE /auth/2fa: with a code of the app or a recovery code. */
export function useDisableTwoFactor() {
  const setStatus = useSetStatus();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) => call('disableTwoFactor', { body }),
    onSuccess: () => setStatus(false),
  });
}
