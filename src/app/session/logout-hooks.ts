/**
 * Extension points of sign-out, so that other modules (the offline outbox first) take part in it
 * without the session knowing them.
 *
 * Order of a sign-out: every "before logout" callback runs while the token is still valid
 * (a last sync can still reach the server), then the server is told, the token and the query
 * cache are cleared, then every "on logout" callback runs.
 */

/**
 * Why the session ends. `user`: the person pressed « Déconnexion ». `expired`: the server
 * refused the token (401). docs/product-rules.md §1: an expired session must never drop queued offline
 * actions, so "on logout" callbacks should keep the outbox when the reason is `expired`.
 * `erased`: she has just deleted her account; the server has already ended every session, so
 * nothing is asked, nothing is sent and every local copy goes.
 */
export type LogoutReason = 'user' | 'expired' | 'erased';

export interface LogoutContext {
  reason: LogoutReason;
}

/**
 * Runs before sign-out. Returning `false` cancels a sign-out asked by the user (e.g. after a
 * « des actions ne sont pas synchronisées » warning was declined); it is ignored for `expired`.
 */
export type BeforeLogoutCallback = (
  context: LogoutContext,
) => boolean | void | Promise<boolean | void>;

/** Runs after the token and query cache were cleared: clear local data, disconnect sockets… */
export type OnLogoutCallback = (context: LogoutContext) => void | Promise<void>;

const beforeLogoutCallbacks = new Set<BeforeLogoutCallback>();
const onLogoutCallbacks = new Set<OnLogoutCallback>();

/** Registers a callback run before each sign-out. Returns the function that unregisters it. */
export function registerBeforeLogout(callback: BeforeLogoutCallback): () => void {
  beforeLogoutCallbacks.add(callback);
  return () => beforeLogoutCallbacks.delete(callback);
}

/** Registers a callback run after each sign-out. Returns the function that unregisters it. */
export function registerOnLogout(callback: OnLogoutCallback): () => void {
  onLogoutCallbacks.add(callback);
  return () => onLogoutCallbacks.delete(callback);
}

/** Runs the "before logout" callbacks in registration order; false when one of them cancels. */
export async function runBeforeLogout(context: LogoutContext): Promise<boolean> {
  for (const callback of [...beforeLogoutCallbacks]) {
    try {
      const answer = await callback(context);
      if (answer === false && context.reason === 'user') return false;
    } catch (error) {
      // A failing hook must not lock the person inside their session.
      console.error('before-logout callback failed', error);
    }
  }
  return true;
}

/** Runs every "on logout" callback; one failing does not stop the others. */
export async function runOnLogout(context: LogoutContext): Promise<void> {
  for (const callback of [...onLogoutCallbacks]) {
    try {
      await callback(context);
    } catch (error) {
      console.error('on-logout callback failed', error);
    }
  }
}
