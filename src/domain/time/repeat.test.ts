import { describe, expect, it } from 'vitest';
import { localInputToEpochMs } from './local-input-to-instant.ts';
import { isoWeekday, mondayOf, nextWeekSameLocalTimes, occurrences } from './repeat.ts';

const TZ = 'Europe/Paris';
const at = (ms: number) => new Date(ms).toISOString();

describe('occurrences', () => {
  it('keeps a night at 21:00 → 07:00 local across the end of summer time', () => {
    const { list } = occurrences(
      {
        from: '2026-10-23',
        until: '2026-10-26',
        startTime: '21:00',
        endTime: '07:00',
        weekdays: [],
      },
      TZ,
    );
    expect(list.map((o) => [o.date, at(o.start), at(o.end)])).toEqual([
      ['2026-10-23', '2026-10-23T19:00:00.000Z', '2026-10-24T05:00:00.000Z'],
      // The night of the change lasts 11 h on the clock of the world, 10 h on the wall.
      ['2026-10-24', '2026-10-24T19:00:00.000Z', '2026-10-25T06:00:00.000Z'],
      ['2026-10-25', '2026-10-25T20:00:00.000Z', '2026-10-26T06:00:00.000Z'],
      ['2026-10-26', '2026-10-26T20:00:00.000Z', '2026-10-27T06:00:00.000Z'],
    ]);
  });

  it('keeps chosen weekdays only, until the date included', () => {
    const { list } = occurrences(
      {
        from: '2026-11-30',
        until: '2026-12-27',
        startTime: '21:00',
        endTime: '07:00',
        weekdays: [1, 2, 3, 4, 5],
      },
      TZ,
    );
    expect(list).toHaveLength(20);
    expect(new Set(list.map((o) => isoWeekday(o.date)))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(list.at(-1)?.date).toBe('2026-12-25');
  });

  it('cuts at the most a batch takes, and gives nothing for a malformed rule', () => {
    const rule = { from: '2026-01-01', until: '2026-12-31', startTime: '08:00', endTime: '16:00' };
    const long = occurrences({ ...rule, weekdays: [] }, TZ);
    expect(long.list).toHaveLength(100);
    expect(long.truncated).toBe(true);
    expect(occurrences({ ...rule, until: '2025-12-31', weekdays: [] }, TZ).list).toEqual([]);
    expect(occurrences({ ...rule, startTime: '25:00', weekdays: [] }, TZ).list).toEqual([]);
  });
});

describe('weeks', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-10-25')).toBe('2026-10-19');
    expect(mondayOf('2026-10-26')).toBe('2026-10-26');
  });

  it('copies a mission to the next week at the same local times across the change', () => {
    const start = localInputToEpochMs('2026-10-20T21:00', TZ) ?? 0;
    const end = localInputToEpochMs('2026-10-21T07:00', TZ) ?? 0;
    const copy = nextWeekSameLocalTimes(start, end, TZ);
    expect(copy && [at(copy.start), at(copy.end)]).toEqual([
      '2026-10-27T20:00:00.000Z',
      '2026-10-28T06:00:00.000Z',
    ]);
  });
});
