import { fr } from './fr.ts';

/**
 * Life cycle of a mission (prestation): pending → assigned → accepted →
 * in_progress → completed, or cancelled from any state before the start. A
 * pending mission may also be published as `open` (« À pourvoir ») and claimed
 * by a professional (→ accepted); its assignee may withdraw it back to `open`.
 */
export const MISSION_STATUSES = [
  'pending',
  'open',
  'assigned',
  'accepted',
  'in_progress',
  'completed',
  'cancelled',
] as const;

export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Whether a value read from storage or the network is a known mission status. */
export function isMissionStatus(value: unknown): value is MissionStatus {
  return typeof value === 'string' && (MISSION_STATUSES as readonly string[]).includes(value);
}

/** The French label of a status, as shown on badges (« En cours »). */
export function statusLabel(status: MissionStatus): string {
  switch (status) {
    case 'pending':
    case 'open':
    case 'assigned':
    case 'accepted':
    case 'in_progress':
    case 'completed':
    case 'cancelled':
      return fr.status[status];
    default: {
      const unknown: never = status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}
