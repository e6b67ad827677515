import { describe, expect, it } from 'vitest';
import type { MissionStatus } from '../../../domain/missions/mission-status.ts';
import { firstCards, sortMissions } from './mission-order.ts';

const m = (id: string, status: MissionStatus, dateStart: string) => ({
  id,
  status,
  dateStart,
});

describe('sortMissions', () => {
  it('puts missions in progress first, then upcoming by start, then the past, latest first', () => {
    const sorted = sortMissions([
      m('done-old', 'completed', '2025-03-01T08:00:00Z'),
      m('later', 'accepted', '2025-03-20T08:00:00Z'),
      m('now', 'in_progress', '2025-03-10T08:00:00Z'),
      m('cancelled', 'cancelled', '2025-03-05T08:00:00Z'),
      m('soon', 'assigned', '2025-03-12T08:00:00Z'),
      m('waiting', 'pending', '2025-03-15T08:00:00Z'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual([
      'now',
      'soon',
      'waiting',
      'later',
      'cancelled',
      'done-old',
    ]);
  });

  it('does not change the list it is given', () => {
    const list = [
      m('b', 'completed', '2025-03-01T08:00:00Z'),
      m('a', 'assigned', '2025-03-01T08:00:00Z'),
    ];
    sortMissions(list);
    expect(list.map((x) => x.id)).toEqual(['b', 'a']);
  });
});

describe('firstCards', () => {
  const groups = [
    { group: 'in_progress', missions: ['a'] },
    { group: 'upcoming', missions: ['b', 'c', 'd'] },
    { group: 'past', missions: ['e', 'f'] },
  ];

  it('keeps the first cards in order across the groups, each group with its whole count', () => {
    expect(firstCards(groups, 3)).toEqual([
      { group: 'in_progress', missions: ['a'], count: 1 },
      { group: 'upcoming', missions: ['b', 'c'], count: 3 },
    ]);
  });

  it('shows every card without a limit', () => {
    expect(firstCards(groups, Number.POSITIVE_INFINITY).map((g) => [g.missions, g.count])).toEqual([
      [['a'], 1],
      [['b', 'c', 'd'], 3],
      [['e', 'f'], 2],
    ]);
  });
});
