import type { Prestation, SignalKind } from '../../contract/missions.ts';
import {
  transition,
  type Actor,
  type MissionState,
  type TransitionResult,
} from '../../domain/missions/transition.ts';
import { appTimeZone } from '../ui/time-zone.ts';
import type { OutboxAction } from './db.ts';

function instant(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** The part of a served mission the state machine reads. */
export function toMissionState(mission: Prestation): MissionState {
  return {
    status: mission.status,
    assignedTo: mission.assigned_to,
    institutionId: mission.etablissement_id,
    startedAt: instant(mission.started_at),
    endedAt: instant(mission.ended_at),
    dateStart: Date.parse(mission.dateStart),
    dateEnd: Date.parse(mission.dateEnd),
    paid: mission.paid,
    validation: mission.validation,
    // A copy kept before the field existed has none: no flag.
    hoursFlag: mission.hours_flag ?? null,
  };
}

/**
 * Runs one tap through the same `transition()` as the server, on the device: `now` is the tap
 * time itself, since the device clock is the only one available offline (the server checks the
 * tap time against its own clock when the action arrives). `timeZone` is the business time
 * zone, so that an early start is refused offline in the server's very words (« Vous pourrez
 * commencer à partir de 20:00. »): the last zone the server gave, kept on the device.
 */
export function applyTap<M extends Prestation>(
  mission: M,
  kind: SignalKind,
  atMs: number,
  actor: Actor,
  timeZone: string = appTimeZone(),
): { ok: true; mission: M } | { ok: false; detail: string } {
  const result: TransitionResult = transition(
    toMissionState(mission),
    { kind, at: atMs },
    actor,
    atMs,
    timeZone,
  );
  if (!result.ok) return { ok: false, detail: result.detail };
  const { next, changes } = result;
  return {
    ok: true,
    mission: {
      ...mission,
      status: next.status,
      started_at: next.startedAt === null ? null : new Date(next.startedAt).toISOString(),
      ended_at: next.endedAt === null ? null : new Date(next.endedAt).toISOString(),
      actual_duration: changes.actualDuration ?? mission.actual_duration,
      // An end leaves the hours « À valider » by the establishment, as the server will.
      validation: changes.validation ?? mission.validation,
      // An end far too late shows flagged at once, as the server will flag it.
      hours_flag: changes.hoursFlag === undefined ? mission.hours_flag : changes.hoursFlag,
    },
  };
}

/**
 * The server's copy with the still-pending taps replayed on top, in tap order, so that a refresh
 * never hides what the nurse did offline. A tap the server copy no longer allows (it may already
 * have been applied, its answer lost) is skipped here; replay settles it with the server.
 */
export function rebase<M extends Prestation>(
  served: M,
  pending: readonly OutboxAction[],
  actor: Actor,
): M {
  let mission = served;
  for (const action of pending) {
    const applied = applyTap(mission, action.kind, Date.parse(action.at), actor);
    if (applied.ok) mission = applied.mission;
  }
  return mission;
}
