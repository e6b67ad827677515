import type { Prestation } from '../../../contract/missions.ts';
import { WITHDRAW_MIN_NOTICE_MS } from '../../../domain/missions/transition.ts';

/**
 * Whether « Me retirer » is offered: her own assigned or accepted mission, more than 48 h before
 * its start (docs/product-rules.md §10; closer, she proposes an exchange), with no tap on it
 * still waiting for the server.
 */
export function canWithdraw(
  mission: Pick<Prestation, 'status' | 'dateStart'> & { pending_sync?: boolean },
  nowMs: number,
): boolean {
  if (mission.status !== 'assigned' && mission.status !== 'accepted') return false;
  if (mission.pending_sync) return false;
  return Date.parse(mission.dateStart) - nowMs > WITHDRAW_MIN_NOTICE_MS;
}
