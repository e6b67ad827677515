import type { SignalKind } from '../../contract/missions.ts';
import { resolveDeps, type OfflineDeps } from './api.ts';
import { queueMissionAction, recordTapPosition, type QueueResult } from './outbox.ts';
import { browserGeolocation, readTapPosition, type GeolocationLike } from './position.ts';
import { requestReplay } from './sync-runtime.ts';

// Page side (like sync-runtime.ts): the service worker never taps, and never reads a position.

export interface TapOptions {
  /**
   * The tap's time (epoch ms), when it is not now: a confirmed « Terminer » records the time of
   * its first tap, when she stopped working.
   */
  at?: number;
  /** The signed-in professional's consent (`User.share_position`): without it, no reading. */
  sharePosition: boolean;
  /** Defaults to the browser's; null where there is none. */
  geolocation?: GeolocationLike | null;
  /** How the outbox is replayed; defaults to `requestReplay` (forced). */
  replay?: () => Promise<unknown>;
  deps?: OfflineDeps;
}

export type TapResult =
  | (QueueResult & { ok: false })
  | {
      ok: true;
      action: Extract<QueueResult, { ok: true }>['action'];
      /**
       * Settles once the position is written onto the outbox entry (or known to be missing)
       * and the replay it allows was asked for; null when no position is read. Never rejects.
       */
      located: Promise<void> | null;
    };

/**
 * One tap on accept/start/end: queued at once, with its time, and the card moves (O1). With
 * consent, ONE position is then read, without keeping the tap waiting: it is written onto the
 * outbox entry when it arrives, and replay holds the action until then, or until its wait is
 * over, when it leaves without (O11). A refused tap stores nothing and reads nothing.
 */
export async function signalTap(
  missionId: string,
  kind: SignalKind,
  options: TapOptions,
): Promise<TapResult> {
  const { deps } = options;
  const replay = options.replay ?? (() => requestReplay({ force: true }, deps));
  const geolocation =
    options.geolocation === undefined ? browserGeolocation() : options.geolocation;
  const at = options.at ?? resolveDeps(deps).now();
  const locate = options.sharePosition && geolocation !== null;

  const queued = await queueMissionAction(missionId, kind, {
    ...deps,
    at: new Date(at),
    awaitPosition: locate,
  });
  if (!queued.ok) return queued;
  // The other taps waiting need not wait for this one's position.
  void replay();
  if (!locate) return { ok: true, action: queued.action, located: null };

  const id = queued.action.client_action_id;
  const located = readTapPosition(geolocation)
    .then((position) => recordTapPosition(id, position, deps))
    .catch((error: unknown) => {
      // Its wait will end on its own (`position_due_by`): the tap leaves without a position.
      console.error('tap position', error);
    })
    .then(() => {
      void replay();
    });
  return { ok: true, action: queued.action, located };
}
