import { describe, expect, it } from 'vitest';
import {
  NO_MISSION_FILTER,
  hasMissionFilter,
  missionFilterQuery,
  missionListFromParams,
  missionListToParams,
} from './mission-filters.ts';

describe('missionFilterQuery', () => {
  it('sends nothing when no filter is set', () => {
    expect(missionFilterQuery(NO_MISSION_FILTER, 'Europe/Paris')).toEqual({});
    expect(hasMissionFilter(NO_MISSION_FILTER)).toBe(false);
    expect(hasMissionFilter({ ...NO_MISSION_FILTER, q: '   ' })).toBe(false);
  });

  it('turns the days into Paris instants, « Au » included (the server excludes `to`)', () => {
    const values = {
      ...NO_MISSION_FILTER,
      q: '  élodie lilas ',
      status: 'completed' as const,
      etablissement_id: 'inst-1',
      assigned_to: 'nurse-1',
      from: '2025-03-29',
      to: '2025-03-30',
    };
    expect(missionFilterQuery(values, 'Europe/Paris')).toEqual({
      q: 'élodie lilas',
      status: 'completed',
      etablissement_id: 'inst-1',
      assigned_to: 'nurse-1',
      from: '2025-03-28T23:00:00.000Z',
      // The day after the 30th, on summer time.
      to: '2025-03-30T22:00:00.000Z',
    });
    expect(hasMissionFilter(values)).toBe(true);
  });
});

describe('missionListFromParams / missionListToParams', () => {
  it('reads the filters and order kept in the address, and ignores what it does not understand', () => {
    const read = missionListFromParams(
      new URLSearchParams('status=open&from=2025-03-01&to=mars&sort=date_start&q=lilas'),
    );
    expect(read).toEqual({
      filters: { ...NO_MISSION_FILTER, status: 'open', from: '2025-03-01', q: 'lilas' },
      sort: 'date_start',
    });
    expect(missionListFromParams(new URLSearchParams('status=nope&sort=name'))).toEqual({
      filters: NO_MISSION_FILTER,
      sort: 'soonest',
    });
  });

  it('writes only what differs from the default: the soonest-first order is not written', () => {
    expect(missionListToParams(NO_MISSION_FILTER, 'soonest').toString()).toBe('');
    expect(
      missionListToParams({ ...NO_MISSION_FILTER, status: 'pending' }, '-date_start').toString(),
    ).toBe('status=pending&sort=-date_start');
  });
});
