import { apiQuery } from '../../../api/queries.ts';

/**
 * The calls an exchange changes: the lists of exchanges and the missions that can be proposed.
 * A new, accepted or refused exchange (here or by socket) invalidates them together.
 */
export const EXCHANGE_CALLS = ['listExchanges', 'myMissions'] as const;

/** GET /exchanges: the exchanges the caller proposed or received, newest first. */
export function exchangesQueryOptions() {
  return apiQuery('listExchanges');
}
