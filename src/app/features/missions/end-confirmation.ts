import type { Prestation } from '../../../contract/missions.ts';
import {
  endConfirmationQuestion,
  endNeedsConfirmation,
  isLateEnd,
} from '../../../domain/missions/hours.ts';

/**
 * What a tap on « Terminer » leads to: record the end at `at`, or first ask « Terminer
 * maintenant ? 2 h 11 sur 7 h 00 prévues » about an end at `at`.
 */
export type EndStep =
  | { kind: 'record'; at: number }
  /** `late`: the server will flag this end (`isLateEnd`), so the question says so. */
  | { kind: 'confirm'; at: number; question: string; late: boolean };

/**
 * A confirmation given this long after the question still confirms the end it asked about.
 * Later, she was interrupted and went back to work: the first tap no longer says when she
 * stopped, so the question is asked again about now.
 */
export const END_CONFIRM_FRESH_MS = 2 * 60_000;

type EndedMission = Pick<Prestation, 'dateEnd' | 'started_at' | 'dureeMinutes'>;

/**
 * A tap on « Terminer » at `at`: within 15 minutes of the planned end it is recorded at once;
 * further from it (an end hours early is more often a slip of the finger than the truth), the
 * question comes first, with the hours worked and the hours planned.
 */
export function endStep(mission: EndedMission, at: number): EndStep {
  const dateEnd = Date.parse(mission.dateEnd);
  if (!Number.isFinite(dateEnd) || !endNeedsConfirmation(dateEnd, at)) {
    return { kind: 'record', at };
  }
  const started = mission.started_at === null ? Number.NaN : Date.parse(mission.started_at);
  const startedAt = Number.isFinite(started) ? started : at;
  return {
    kind: 'confirm',
    at,
    question: endConfirmationQuestion(startedAt, at, mission.dureeMinutes),
    // The server's own guard, asked first: the same rule decides the flag there.
    late: isLateEnd(startedAt, at, mission.dureeMinutes),
  };
}

/**
 * « Oui, terminer », tapped at `now`, about the question asked for an end at `askedAt`.
 *
 * The end recorded is the time of her FIRST tap on « Terminer », not of the confirmation: that is
 * when she stopped working, and it is the very time the question showed (« 2 h 11 sur 7 h 00 »),
 * so what she confirms is what is recorded. A confirmation is checked against that first tap:
 * given more than `END_CONFIRM_FRESH_MS` later, the first tap is stale (she went back to work
 * meanwhile), so the end is taken anew at `now`, asking again when `now` is still far from the
 * planned end.
 */
export function confirmedEndStep(mission: EndedMission, askedAt: number, now: number): EndStep {
  if (now - askedAt <= END_CONFIRM_FRESH_MS) return { kind: 'record', at: askedAt };
  return endStep(mission, now);
}

/**
 * The question in two lines for a phone: what is asked (« Terminer maintenant ? », the dialog's
 * title) and the figures to weigh (« 2 h 11 sur 7 h 00 prévues », in large under it). Read in
 * order they are the one sentence; a question without « ? » stays whole.
 */
export function questionParts(question: string): { ask: string; figures: string } {
  const mark = question.indexOf('?');
  if (mark < 0) return { ask: question, figures: '' };
  return { ask: question.slice(0, mark + 1), figures: question.slice(mark + 1).trim() };
}
