import { Id, Instant } from './common.ts';
import { ClientActionId, Position, Prestation, SignalKind } from './missions.ts';
import { MAX_SYNC_ACTIONS } from './sync-protocol.ts';
import { z } from './z.ts';

export { MAX_SYNC_ACTIONS } from './sync-protocol.ts';

/**
 * The sync protocol version a message speaks (`SYNC_PROTOCOL_VERSION`, in `sync-protocol.ts`).
 * Optional on both sides: a message without it speaks version 1, the one before the field
 * existed. This server always sends it.
 */
export const SyncProtocol = z
  .number({ error: 'La version du protocole doit être un nombre entier.' })
  .int('La version du protocole doit être un nombre entier.');

/** One tap from the offline outbox, replayed exactly like the single endpoint would apply it. */
export const SyncAction = z.object({
  client_action_id: ClientActionId,
  prestation_id: Id,
  kind: SignalKind,
  /** When the nurse tapped, on her device. */
  at: Instant,
  /** Where the phone was at the tap, kept in the outbox with it (with consent; else ignored). */
  position: Position.nullish(),
});
export type SyncAction = z.infer<typeof SyncAction>;

/**
 * `POST /sync/actions`: applied in order; one refused action does not stop the others. A
 * `protocol` the server does not support refuses the whole request with a 409 and a French
 * `detail`, before any action is applied.
 */
export const SyncBody = z.object({
  protocol: SyncProtocol.optional(),
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

/** The per-action results, in request order, and the protocol version the server speaks. */
export const SyncResponse = z.object({
  protocol: SyncProtocol,
  results: z.array(SyncResult),
});
export type SyncResponse = z.infer<typeof SyncResponse>;

/** An opaque delta-sync cursor, as `GET /sync/missions` handed it out. */
export const SyncCursor = z
  .string({ error: 'Le curseur de synchronisation est invalide.' })
  .min(1, 'Le curseur de synchronisation est invalide.')
  .max(200, 'Le curseur de synchronisation est invalide.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Le curseur de synchronisation est invalide.');

/** `GET /sync/missions?since=`: without `since`, every mission of `GET /prestations/me`. */
export const SyncMissionsQuery = z.object({ since: SyncCursor.optional() });
export type SyncMissionsQuery = z.infer<typeof SyncMissionsQuery>;

/**
 * The caller's missions written since the cursor (as `GET /prestations/me` serves them), the
 * ids of those no longer hers (exchanged, reassigned, withdrawn, deleted), and the cursor to
 * send next time. A mission may come again in a later delta: applying it twice is harmless.
 */
export const SyncMissionsResponse = z.object({
  cursor: z.string(),
  changed: z.array(Prestation),
  removed: z.array(z.string()),
});
export type SyncMissionsResponse = z.infer<typeof SyncMissionsResponse>;
