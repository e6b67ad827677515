import type { OfflineDeps } from './api.ts';
import { fr } from './fr.ts';
import { countPendingMessages, sendQueuedMessages } from './message-outbox.ts';
import { countUnsynced } from './outbox.ts';
import { replayOutbox } from './replay.ts';

/**
 * The logout confirmation sentence: « 1 action n'est pas encore synchronisée », « 3 actions ne
 * sont pas encore synchronisées ». Null when there is nothing to warn about.
 */
export function unsyncedWarning(count: number, messages = 0): string | null {
  const parts = [
    ...(count > 0 ? [fr.unsynced(count)] : []),
    ...(messages > 0 ? [fr.unsentMessages(messages)] : []),
  ];
  return parts.length > 0 ? parts.join(' et ') : null;
}

/**
 * What logging out now would lose, for a « before logout » hook: the taps and the messages
 * still waiting (« 1 action n'est pas encore synchronisée et 2 messages ne sont pas encore
 * envoyés »), or null.
 */
export async function logoutWarning(deps?: OfflineDeps): Promise<string | null> {
  return unsyncedWarning(await countUnsynced(deps), await countPendingMessages(deps));
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
    Promise.all([
      replayOutbox(deps, { force: true }).catch(() => undefined),
      sendQueuedMessages(deps).catch(() => undefined),
    ]),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, budgetMs);
    }),
  ]);
  clearTimeout(timer);
  return logoutWarning(deps);
}
