import type { LoginBody, LoginResponse } from '../../../contract/auth.ts';
import { call } from '../../api/client.ts';

/** POST /auth/login: a token and the user, or 401/403/422/429 with a French detail. */
export function postLogin(body: LoginBody): Promise<LoginResponse> {
  return call('login', { body });
}
