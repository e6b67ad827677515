import { apiFetch } from '../../../api/client.ts';

/** POST /auth/logout: the server invalidates every token of the user. */
export function postLogout(): Promise<unknown> {
  return apiFetch<unknown>('/auth/logout', { method: 'POST' });
}
