import type { User } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';

/** GET /auth/me: the signed-in user. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return apiFetch<User>('/auth/me', { signal });
}
