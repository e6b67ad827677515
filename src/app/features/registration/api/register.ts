import type { RegisterBody } from '../../../../contract/auth.ts';
import { call } from '../../../api/client.ts';

/** POST /auth/register: creates a pending account. The answer is not read (spec §7). */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return call('register', { body });
}
