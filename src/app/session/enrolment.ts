import { useSyncExternalStore } from 'react';

/**
 * REQUIRE_ADMIN_2FA: the sign-in answered `two_factor_enrolment_required` (an administrator
 * without two-factor sign-in). Her token then opens only the 2FA setup, so the app takes her to
 * her profile's « Double authentification » until she enables it. Kept in localStorage beside
 * the token so that a reload keeps her there; cleared on enabling it and on signing out.
 */
const KEY = 'releve.2fa-enrolment';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function setEnrolmentRequired(required: boolean): void {
  try {
    if (required) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // No storage: the server's 403s still say what to do.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether she must enable two-factor sign-in before anything else. */
export function useEnrolmentRequired(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
