import type { Position, Prestation, SignalKind } from '../../contract/missions.ts';
import type { Actor, ActorRole } from '../../domain/missions/transition.ts';
import { resolveDeps, type OfflineDeps } from './api.ts';
import type { LocalMission, OfflineDb, OutboxAction } from './db.ts';
import { fr } from './fr.ts';
import { applyTap, rebase } from './mission-state.ts';

export type QueueResult = { ok: true; action: OutboxAction } | { ok: false; detail: string };

/**
 * How long replay holds a tap whose position is being read: the reading's own 3 s budget
 * (`POSITION_TIMEOUT_MS` in `position.ts`) and some slack for a busy phone. Past it the tap
 * leaves without a position, even if the page that was reading it is gone.
 */
export const POSITION_WAIT_MS = 5_000;

/** accept/start/end only check that the actor is the assignee; the role is informative. */
export function actorOf(userId: string, role: ActorRole | null = null): Actor {
  return { id: userId, role: role ?? 'nurse' };
}

/**
 * Queues one tap on accept/start/end — online or not, every tap goes through here.
 *
 * Invariant: in ONE transaction, the action is stored and the local mission copy moves through
 * the same state machine as the server, flagged `pending_sync`. If the local state machine
 * refuses (e.g. « Cette prestation est déjà en cours. »), nothing is stored and its French
 * reason is returned. The caller then asks for a replay (`requestReplay`).
 */
export async function queueMissionAction(
  missionId: string,
  kind: SignalKind,
  deps?: OfflineDeps & {
    at?: Date;
    /**
     * The caller is reading the tap's position (with consent) and will write it with
     * `recordTapPosition`: replay holds the action until then, `POSITION_WAIT_MS` at most.
     */
    awaitPosition?: boolean;
  },
): Promise<QueueResult> {
  const resolved = resolveDeps(deps);
  const { db } = resolved;
  const atMs = deps?.at?.getTime() ?? resolved.now();
  // From now, not from the tap: a confirmed « Terminer » keeps its first tap's time (`at`),
  // while its position is read at the confirmation.
  const positionDueBy = deps?.awaitPosition ? resolved.now() + POSITION_WAIT_MS : undefined;
  return db.transaction('rw', [db.session, db.missions, db.outbox], async () => {
    const session = await db.session.get('current');
    if (!session) return { ok: false, detail: fr.notSignedIn };
    const mission = await db.missions.get(missionId);
    if (!mission || mission.owner_id !== session.userId) {
      return { ok: false, detail: fr.unknownMission };
    }
    const applied = applyTap(mission, kind, atMs, actorOf(session.userId, session.role));
    if (!applied.ok) return { ok: false, detail: applied.detail };

    const last = await db.outbox.orderBy('created_seq').last();
    const action: OutboxAction = {
      client_action_id: crypto.randomUUID(),
      user_id: session.userId,
      prestation_id: missionId,
      kind,
      at: new Date(atMs).toISOString(),
      status: 'pending',
      attempts: 0,
      created_seq: (last?.created_seq ?? 0) + 1,
      ...(positionDueBy === undefined ? {} : { position_due_by: positionDueBy }),
    };
    await db.outbox.add(action);
    await db.missions.put({ ...applied.mission, pending_sync: true });
    return { ok: true, action };
  });
}

/**
 * The position read for a queued tap has arrived (`position`), or will not (`null`: refused,
 * unavailable, too slow): written onto the tap's outbox entry, which replay may then send. An
 * action already sent without it (its wait was over) or refused keeps no position.
 */
export async function recordTapPosition(
  clientActionId: string,
  position: Position | null,
  deps?: OfflineDeps,
): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .where('client_action_id')
      .equals(clientActionId)
      .modify((action) => {
        delete action.position_due_by;
        if (position !== null && action.status === 'pending') action.position = position;
      });
  });
}

/**
 * Whether replay must hold this action: its position is still being read and its wait is not
 * over. A deadline further than `POSITION_WAIT_MS` ahead means the clock went back: not held.
 */
export function awaitsPosition(action: OutboxAction, now: number): boolean {
  const due = action.position_due_by;
  return due !== undefined && now < due && due - now <= POSITION_WAIT_MS;
}

/** The user's pending actions, in tap order. Call inside a transaction covering `outbox`. */
export async function pendingActionsOf(
  db: OfflineDb,
  userId: string,
  prestationId?: string,
): Promise<OutboxAction[]> {
  const actions = await db.outbox.where('user_id').equals(userId).sortBy('created_seq');
  return actions.filter(
    (a) =>
      a.status === 'pending' && (prestationId === undefined || a.prestation_id === prestationId),
  );
}

/**
 * Stores a mission as the server served it to `ownerId`, with the still-pending taps about it
 * re-applied on top (`pending_sync` stays true while there are any). Call inside a transaction
 * covering `missions` and `outbox`.
 */
export async function storeServedMission(
  db: OfflineDb,
  ownerId: string,
  served: Prestation,
  role: ActorRole | null,
  /** This mission's pending actions when the caller already knows them (the replay does). */
  knownPending?: OutboxAction[],
): Promise<void> {
  // A list answer read before a replay was applied can arrive after the replay's own answer:
  // the copy already on the device is then newer (the server's `updated_at`) and stays.
  const kept = await db.missions.get(served.id);
  if (
    kept &&
    kept.owner_id === ownerId &&
    Date.parse(kept.updated_at) > Date.parse(served.updated_at)
  ) {
    return;
  }
  const pending = knownPending ?? (await pendingActionsOf(db, ownerId, served.id));
  const local: LocalMission = { ...served, owner_id: ownerId, pending_sync: pending.length > 0 };
  await db.missions.put(rebase(local, pending, actorOf(ownerId, role)));
}

/**
 * Actions waiting to reach the server on this device, whoever tapped them: the number the
 * logout warning gives, since logout erases them all. Rejected actions are not counted (the
 * server has already refused them; nothing more would be lost).
 */
export async function countUnsynced(deps?: OfflineDeps): Promise<number> {
  const { db } = resolveDeps(deps);
  return db.outbox.where('status').equals('pending').count();
}

/** The nurse has read a refusal: forget it. Pending actions cannot be dismissed. */
export async function dismissRejected(clientActionId: string, deps?: OfflineDeps): Promise<void> {
  const { db } = resolveDeps(deps);
  await db.transaction('rw', db.outbox, async () => {
    const action = await db.outbox.get(clientActionId);
    if (action?.status === 'rejected') await db.outbox.delete(clientActionId);
  });
}
