import type { User } from '../../contract/auth.ts';
import { LIST_SNAPSHOT_KEY } from '../offline/list-snapshot-keys.ts';

/** localStorage keys of the session. The token is what authenticates; the user is a copy for offline starts. */
export const TOKEN_KEY = 'releve.token';
export const USER_KEY = 'releve.user';

// Storage may be unavailable (private mode, blocked cookies): the app still works for the tab's life.
function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply will not survive a reload.
  }
}

export function readToken(): string | null {
  return safeGet(TOKEN_KEY);
}

export function readStoredUser(): User | null {
  const raw = safeGet(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  safeSet(TOKEN_KEY, token);
  safeSet(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  safeSet(USER_KEY, JSON.stringify(user));
}

/** Signs out on this device: the token, her copy, and the list kept to be painted offline. */
export function clearSession(): void {
  safeSet(TOKEN_KEY, null);
  safeSet(USER_KEY, null);
  safeSet(LIST_SNAPSHOT_KEY, null);
}
