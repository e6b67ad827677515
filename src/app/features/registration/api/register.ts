import type { RegisterBody } from '../../../../contract/auth.ts';
import { call } from '../../../api/client.ts';

/** POST /auth/register: creates a pending account. The answer is not read (docs/product-rules.md §8). */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return call('register', { body });
}
