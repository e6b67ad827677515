import {
  transition,
  type MissionAction,
  type MissionState,
  type TransitionResult,
} from '../../../domain/missions/transition.ts';
import { conflict, forbidden, unprocessable } from '../../errors.ts';
import type { UserRow } from '../users/repo.ts';
import type { MissionRow } from './repo.ts';

/** The part of a stored mission the state machine reads. */
export function stateOf(m: MissionRow): MissionState {
  return {
    status: m.status,
    assignedTo: m.assignedTo,
    institutionId: m.institutionId,
    startedAt: m.startedAt?.getTime() ?? null,
    endedAt: m.endedAt?.getTime() ?? null,
    dateStart: m.dateStart.getTime(),
    dateEnd: m.dateEnd.getTime(),
    paid: m.paid,
  };
}

/** The state machine's answer, or the HTTP error carrying its French reason. */
export function decide(state: MissionState, action: MissionAction, user: UserRow, now: Date) {
  const result: TransitionResult = transition(
    state,
    action,
    { id: user.id, role: user.role },
    now.getTime(),
  );
  if (result.ok) return result;
  switch (result.code) {
    case 'forbidden':
      throw forbidden(result.detail);
    case 'conflict':
      throw conflict(result.detail);
    case 'invalid':
      throw unprocessable(result.detail);
    default: {
      const unknown: never = result.code;
      throw new Error(`Unknown refusal: ${String(unknown)}`);
    }
  }
}
