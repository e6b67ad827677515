import { apiQuery } from '../../../api/queries.ts';

/** GET /messages/conversations: most recent first, each with its latest messages, oldest first. */
export function conversationsQueryOptions() {
  return apiQuery('conversations');
}
