import type { Prestation, SignalKind } from '../../../contract/missions.ts';
import {
  earliestStart,
  startPossibleFromLabel,
  startsTooEarly,
} from '../../../domain/missions/hours.ts';
import { actionTexts } from './fr.ts';

/** The one action a professional can take next on a mission, if any. */
export function nextAction(status: Prestation['status']): SignalKind | null {
  switch (status) {
    case 'assigned':
      return 'accept';
    case 'accepted':
      return 'start';
    case 'in_progress':
      return 'end';
    case 'pending':
    case 'open':
    case 'completed':
    case 'cancelled':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}

/** The big button of a card: what it does, what it says, and until when it cannot be pressed. */
export interface ActionButton {
  kind: SignalKind;
  /** « Accepter », « Commencer », « Terminer », or « Possible à partir de 20:00 ». */
  label: string;
  /**
   * Before the start window opens (an hour before the planned start): the instant it opens.
   * The button is disabled until then and names the time, rather than let her tap and be
   * refused; null when it can be pressed.
   */
  opensAt: number | null;
}

/**
 * The next action's button at `now` (the device clock: offline it is the only one), the times
 * worded in the business `timeZone`. Null when there is nothing left to do.
 */
export function actionButton(
  mission: Pick<Prestation, 'status' | 'dateStart'>,
  now: number,
  timeZone: string,
): ActionButton | null {
  const kind = nextAction(mission.status);
  if (kind === null) return null;
  if (kind === 'start') {
    const start = Date.parse(mission.dateStart);
    if (Number.isFinite(start) && startsTooEarly(start, now)) {
      return {
        kind,
        label: startPossibleFromLabel(start, now, timeZone),
        opensAt: earliestStart(start),
      };
    }
  }
  return { kind, label: actionTexts[kind].button, opensAt: null };
}
