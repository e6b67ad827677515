import type { Exchange } from '../../../contract/exchanges.ts';
import { displayName } from '../users/present.ts';
import type { ExchangeView } from './repo.ts';

/** An exchange as seen by `viewerId`, who proposed or received it. */
export function presentExchange(view: ExchangeView, viewerId: string): Exchange {
  const sent = view.fromUserId === viewerId;
  return {
    id: view.id,
    prestation_id: view.prestationId,
    from_user_id: view.fromUserId,
    to_user_id: view.toUserId,
    direction: sent ? 'sent' : 'received',
    counterpart_name: displayName(sent ? view.to : view.from),
    prestation: {
      id: view.mission.id,
      name: view.mission.name,
      dateStart: view.mission.dateStart.toISOString(),
      dateEnd: view.mission.dateEnd.toISOString(),
    },
    reason: view.reason,
    status: view.status,
    created_at: view.createdAt.toISOString(),
    responded_at: view.respondedAt?.toISOString() ?? null,
  };
}
