import type { User } from '../../../contract/auth.ts';
import { call } from '../../api/client.ts';

/** GET /auth/me: the signed-in user. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return call('me', { signal });
}
