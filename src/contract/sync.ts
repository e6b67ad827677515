import { Id, Instant } from './common.ts';
import { ClientActionId, Prestation, SignalKind } from './missions.ts';
import { z } from './z.ts';

export const MAX_SYNC_ACTIONS = 200;

/** One tap from the offline outbox, replayed exactly like the single endpoint would apply it. */
export const SyncAction = z.object({
  client_action_id: ClientActionId,
  prestation_id: Id,
  kind: SignalKind,
  /** When the nurse tapped, on her device. */
  at: Instant,
});
export type SyncAction = z.infer<typeof SyncAction>;

/** `POST /sync/actions`: applied in order; one refused action does not stop the others. */
export const SyncBody = z.object({
  actions: z
    .array(SyncAction, { error: 'La liste des actions est obligatoire.' })
    .min(1, 'Au moins une action est attendue.')
    .max(MAX_SYNC_ACTIONS, `${MAX_SYNC_ACTIONS} actions au plus par envoi.`),
});
export type SyncBody = z.infer<typeof SyncBody>;

/**
 * The answer the single endpoint gave (or would give) to one action: its HTTP status, the
 * mission on success, the French reason otherwise. A replayed action gets its first answer.
 */
export const SyncResult = z.object({
  client_action_id: z.string(),
  status: z.number().int(),
  prestation: Prestation.optional(),
  detail: z.string().optional(),
});
export type SyncResult = z.infer<typeof SyncResult>;

export const SyncResponse = z.object({ results: z.array(SyncResult) });
export type SyncResponse = z.infer<typeof SyncResponse>;
