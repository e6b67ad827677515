import { describe, expect, it } from 'vitest';
import {
  END_CONFIRM_FRESH_MS,
  confirmedEndStep,
  endStep,
  questionParts,
} from './end-confirmation.ts';

const MINUTE = 60_000;
// A night planned 21:00 → 04:00 (7 h), started at 21:00.
const mission = {
  dateEnd: '2025-03-11T03:00:00.000Z',
  started_at: '2025-03-10T20:00:00.000Z',
  dureeMinutes: 420,
};
const started = Date.parse(mission.started_at);
const plannedEnd = Date.parse(mission.dateEnd);

describe('endStep', () => {
  it('records at once within 15 minutes of the planned end, either side', () => {
    for (const offset of [-15, -1, 0, 1, 15]) {
      const at = plannedEnd + offset * MINUTE;
      expect(endStep(mission, at)).toEqual({ kind: 'record', at });
    }
  });

  it('asks first further from it, with the hours worked and the hours planned', () => {
    const at = started + (2 * 60 + 11) * MINUTE;
    expect(endStep(mission, at)).toEqual({
      kind: 'confirm',
      at,
      question: 'Terminer maintenant ? 2 h 11 sur 7 h 00 prévues',
      late: false,
    });
    // Much later than planned too: a forgotten « Terminer » is worth a look.
    expect(endStep(mission, plannedEnd + 16 * MINUTE)).toMatchObject({
      kind: 'confirm',
      question: 'Terminer maintenant ? 7 h 16 sur 7 h 00 prévues',
      late: false,
    });
  });

  it('says when the server will flag the end: more than planned + 4 h, or more than 12 h', () => {
    // 7 h planned: planned + 4 h = 11 h holds, a millisecond more is flagged.
    expect(endStep(mission, started + 11 * 60 * MINUTE)).toMatchObject({ late: false });
    expect(endStep(mission, started + 11 * 60 * MINUTE + 1)).toMatchObject({
      kind: 'confirm',
      question: 'Terminer maintenant ? 11 h 00 sur 7 h 00 prévues',
      late: true,
    });
    // A forgotten « Terminer », six days on.
    expect(endStep(mission, started + 6 * 24 * 60 * MINUTE)).toMatchObject({ late: true });
  });
});

describe('confirmedEndStep', () => {
  const firstTap = started + (2 * 60 + 11) * MINUTE;

  it('records the time of the first tap, when she stopped, not of the confirmation', () => {
    expect(confirmedEndStep(mission, firstTap, firstTap + 20_000)).toEqual({
      kind: 'record',
      at: firstTap,
    });
    expect(confirmedEndStep(mission, firstTap, firstTap + END_CONFIRM_FRESH_MS)).toEqual({
      kind: 'record',
      at: firstTap,
    });
  });

  it('asks again about now when the confirmation comes long after the question', () => {
    const now = firstTap + END_CONFIRM_FRESH_MS + 1;
    expect(confirmedEndStep(mission, firstTap, now)).toEqual({
      kind: 'confirm',
      at: now,
      question: 'Terminer maintenant ? 2 h 13 sur 7 h 00 prévues',
      late: false,
    });
  });

  it('records now, without asking, when a stale confirmation comes close to the planned end', () => {
    const askedAt = plannedEnd - 40 * MINUTE;
    const now = plannedEnd - 10 * MINUTE;
    expect(confirmedEndStep(mission, askedAt, now)).toEqual({ kind: 'record', at: now });
  });
});

describe('questionParts', () => {
  it('splits the question into what is asked and the figures, without losing a word', () => {
    expect(questionParts('Terminer maintenant ? 2 h 11 sur 7 h 00 prévues')).toEqual({
      ask: 'Terminer maintenant ?',
      figures: '2 h 11 sur 7 h 00 prévues',
    });
    expect(questionParts('Terminer ?')).toEqual({ ask: 'Terminer ?', figures: '' });
    expect(questionParts('Sans question')).toEqual({ ask: 'Sans question', figures: '' });
  });
});
