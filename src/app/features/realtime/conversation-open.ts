/** Where the messages screen keeps the person whose thread is open: `/messages?with=<user id>`. */
export const MESSAGES_PATH = '/messages';
export const WITH_PARAM = 'with';

/**
 * Whether the person reading can see the thread with `fromUserId` right now: on the messages
 * screen, that thread selected, and the page visible. Then a new message needs no toast.
 */
export function isConversationOpen(
  location: { pathname: string; search: string },
  visibility: DocumentVisibilityState,
  fromUserId: string,
): boolean {
  if (visibility !== 'visible' || location.pathname !== MESSAGES_PATH) return false;
  return new URLSearchParams(location.search).get(WITH_PARAM) === fromUserId;
}
