import type { OfflineDeps } from './api.ts';
import { fr } from './fr.ts';
import { countUnsynced } from './outbox.ts';
import { replayOutbox } from './replay.ts';

/**
 * The logout confirmation sentence: « 1 action n'est pas encore synchronisée », « 3 actions ne
 * sont pas encore synchronisées ». Null when there is nothing to warn about.
 */
export function unsyncedWarning(count: number): string | null {
  return count > 0 ? fr.unsynced(count) : null;
}

/** `unsyncedWarning(await countUnsynced())`, for a « before logout » hook. */
export async function logoutWarning(deps?: OfflineDeps): Promise<string | null> {
  return unsyncedWarning(await countUnsynced(deps));
}

/** How long a logout waits for a last replay: a dead network must not hold the person in. */
export const LOGOUT_REPLAY_BUDGET_MS = 4_000;

/**
 * For the « before logout » hook, while the token is still valid: one last forced replay
 * (at most {@link LOGOUT_REPLAY_BUDGET_MS}), then the warning sentence if actions still wait,
 * else null. The caller asks for confirmation with it and cancels the logout on « non ».
 */
export async function lastSyncBeforeLogout(
  deps?: OfflineDeps,
  budgetMs = LOGOUT_REPLAY_BUDGET_MS,
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    replayOutbox(deps, { force: true }).catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
  return logoutWarning(deps);
}
