import { describe, expect, it } from 'vitest';
import type { Prestation } from '../../../contract/missions.ts';
import { splitHours } from './api/missions-to-validate.ts';
import {
  autoValidationNote,
  durationGap,
  minutesBetween,
  missionDay,
  timeOnDay,
} from './format.ts';

// The business zone is Paris by default (no localStorage in node): 07:00Z is 08:00 in winter.
describe('timeOnDay', () => {
  const day = '2025-01-15T07:00:00.000Z';

  it('gives the bare hour on the planned start’s day', () => {
    expect(timeOnDay('2025-01-15T14:12:00.000Z', day)).toBe('15:12');
  });

  it('names another day, so that a night’s end is not read as the same day’s', () => {
    expect(timeOnDay('2025-01-16T06:00:00.000Z', day)).toBe('16/01 07:00');
    expect(timeOnDay('2025-01-14T22:30:00.000Z', day)).toBe('14/01 23:30');
  });

  it('shows « — » for an unknown time', () => {
    expect(timeOnDay(null, day)).toBe('—');
  });
});

describe('durations', () => {
  it('counts whole minutes between two instants', () => {
    expect(minutesBetween('2025-01-15T07:00:00Z', '2025-01-15T14:12:00Z')).toBe(432);
    expect(minutesBetween(null, '2025-01-15T14:12:00Z')).toBeNull();
  });

  it('says how the declared duration differs from the plan, in words for the ear', () => {
    expect(durationGap(432, 420)).toEqual({
      text: '+0 h 12',
      label: '0 h 12 de plus que prévu',
    });
    expect(durationGap(355, 420)).toEqual({
      text: '−1 h 05',
      label: '1 h 05 de moins que prévu',
    });
    expect(durationGap(420, 420)).toBeNull();
    expect(durationGap(null, 420)).toBeNull();
  });
});

describe('missionDay and autoValidationNote', () => {
  it('heads the hours with the planned day, capitalised', () => {
    expect(missionDay({ dateStart: '2025-01-15T07:00:00.000Z' })).toBe('Mercredi 15 janvier');
  });

  it('says when the hours validate themselves: 72 h after the end', () => {
    expect(autoValidationNote({ ended_at: '2025-01-15T14:12:00.000Z' })).toBe(
      'Sans réponse, validées automatiquement le samedi 18 janvier à 15:12.',
    );
    expect(autoValidationNote({ ended_at: null })).toBeNull();
  });
});

describe('splitHours', () => {
  const mission = (id: string, validation: Prestation['validation'], ended_at: string) =>
    ({ id, validation, ended_at, dateEnd: ended_at }) as Prestation;

  it('puts the awaiting and the contested apart, the oldest end first', () => {
    const list = [
      mission('b', 'awaiting', '2025-01-16T10:00:00Z'),
      mission('c', 'contested', '2025-01-14T10:00:00Z'),
      mission('a', 'awaiting', '2025-01-15T10:00:00Z'),
      mission('v', 'validated', '2025-01-13T10:00:00Z'),
    ];
    const { awaiting, contested } = splitHours(list);
    expect(awaiting.map((m) => m.id)).toEqual(['a', 'b']);
    expect(contested.map((m) => m.id)).toEqual(['c']);
  });
});
