import type { RegisterBody } from '../../../../contract/auth.ts';
import { apiFetch } from '../../../api/client.ts';

/** POST /auth/register: creates a pending account. The answer is not read (spec §7). */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return apiFetch<unknown>('/auth/register', { method: 'POST', body });
}
