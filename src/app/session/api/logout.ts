import { call } from '../../api/client.ts';

/** POST /auth/logout: the server invalidates every token of the user. */
export function postLogout(): Promise<unknown> {
  return call('logout');
}
