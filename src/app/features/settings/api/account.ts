import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody, ProfileBody, User } from '../../../../contract/auth.ts';
import type { DeleteAccountBody } from '../../../../contract/credentials.ts';
import { call, callRaw } from '../../../api/client.ts';
import { apiErrorOf, readAnswer } from '../../../api/http.ts';
import { readToken, storeSession } from '../../../api/token-storage.ts';
import { linkOfflineSession } from '../../../session/offline-bridge.ts';
import { attachmentOf } from '../../../ui/content-disposition.ts';
import { todayLocal } from '../../../ui/credential-documents.tsx';
import { useSession } from '../../../session/session-context.ts';

/** PUT /users/me: her details; the answer becomes the session's user. */
export function useUpdateMe() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: ProfileBody) => call('updateMe', { body }),
    onSuccess: (user) => updateUser(user),
  });
}

/**
 * PUT /auth/password. The server ends every session of the account and answers a fresh token
 * for this one: it replaces the stored token (and the outbox's copy) at once, so that this
 * device stays signed in while her other devices are signed out.
 */
export function useChangePassword() {
  const { user } = useSession();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => call('changePassword', { body }),
    onSuccess: async ({ token }) => {
      if (!user) return;
      storeSession(token, user);
      await linkOfflineSession(user, token);
    },
  });
}

/**
 * PUT /users/me/photo: the image itself as the body (already resized in the browser), so not
 * through the JSON client; the same error mapping (`ApiError` with the server's French detail).
 */
export async function uploadPhoto(blob: Blob): Promise<User> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/users/me/photo', {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': blob.type,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: blob,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (cause) {
    throw apiErrorOf({ kind: 'network', cause });
  }
  const outcome = await readAnswer(response);
  if (outcome.kind === 'http' && outcome.status === 200) return outcome.body as User;
  throw apiErrorOf(outcome);
}

export function useUploadPhoto() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: (user) => updateUser(user) });
}

export function useDeletePhoto() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: () => call('deleteMyPhoto'),
    onSuccess: (user) => updateUser(user),
  });
}

/**
 * GET /users/me/export: everything Relève keeps about her, one JSON file to save under the
 * server's name (`releve-mes-donnees-YYYY-MM-DD.json`).
 */
export async function exportMyData(): Promise<{ blob: Blob; fileName: string }> {
  return attachmentOf(await callRaw('exportMe'), `releve-mes-donnees-${todayLocal()}.json`);
}

/**
 * DELETE /users/me with her password: the account is anonymised and every session ends on the
 * server. The screen then signs out (`logout('erased')`), which clears this device too.
 */
export function useDeleteMe() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => call('deleteMe', { body }),
  });
}
