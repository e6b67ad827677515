import { useMutation } from '@tanstack/react-query';
import type { UserSettingsBody } from '../../../../contract/auth.ts';
import { call } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';

/**
 * PUT /users/me/settings: her own settings (« Partager ma position lors des gestes »). The
 * answer is the user as the server now has them: it becomes the session's user, so that the
 * next tap reads (or stops reading) a position at once.
 */
export function useUpdateMySettings() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: (body: UserSettingsBody) => call('updateMySettings', { body }),
    onSuccess: (user) => updateUser(user),
  });
}
