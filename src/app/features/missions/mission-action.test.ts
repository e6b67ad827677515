import { describe, expect, it } from 'vitest';
import { actionButton, nextAction } from './mission-action.ts';

const PARIS = 'Europe/Paris';
// 21:00 in Paris on Monday 10 March 2025: the window opens at 20:00.
const START = '2025-03-10T20:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('actionButton', () => {
  it('names the next action of each status, and nothing once it is over', () => {
    expect(nextAction('assigned')).toBe('accept');
    expect(nextAction('accepted')).toBe('start');
    expect(nextAction('in_progress')).toBe('end');
    for (const status of ['pending', 'open', 'completed', 'cancelled'] as const) {
      expect(actionButton({ status, dateStart: START }, at(START), PARIS)).toBeNull();
    }
    expect(actionButton({ status: 'assigned', dateStart: START }, at(START), PARIS)).toEqual({
      kind: 'accept',
      label: 'Accepter',
      opensAt: null,
    });
    expect(actionButton({ status: 'in_progress', dateStart: START }, at(START), PARIS)).toEqual({
      kind: 'end',
      label: 'Terminer',
      opensAt: null,
    });
  });

  it('says from when a start is possible before the window opens, in the business time zone', () => {
    expect(
      actionButton({ status: 'accepted', dateStart: START }, at('2025-03-10T15:00:00Z'), PARIS),
    ).toEqual({
      kind: 'start',
      label: 'Possible à partir de 20:00',
      opensAt: at('2025-03-10T19:00:00Z'),
    });
    // The day before, the day is named.
    expect(
      actionButton({ status: 'accepted', dateStart: START }, at('2025-03-09T21:00:00Z'), PARIS)
        ?.label,
    ).toBe('Possible à partir de lundi 10 mars à 20:00');
    // In another business zone, its own wall clock.
    expect(
      actionButton(
        { status: 'accepted', dateStart: START },
        at('2025-03-10T15:00:00Z'),
        'America/Martinique',
      )?.label,
    ).toBe('Possible à partir de 15:00');
  });

  it('reads « Commencer » from the first instant of the window on', () => {
    const opens = at('2025-03-10T19:00:00Z');
    expect(actionButton({ status: 'accepted', dateStart: START }, opens - 1, PARIS)?.opensAt).toBe(
      opens,
    );
    expect(actionButton({ status: 'accepted', dateStart: START }, opens, PARIS)).toEqual({
      kind: 'start',
      label: 'Commencer',
      opensAt: null,
    });
    // Late is always possible.
    expect(
      actionButton({ status: 'accepted', dateStart: START }, at('2025-03-11T02:00:00Z'), PARIS)
        ?.label,
    ).toBe('Commencer');
  });
});
