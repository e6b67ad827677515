import { describe, expect, it } from 'vitest';
import { NO_MISSION_FILTER, hasMissionFilter, missionFilterQuery } from './mission-filters.ts';

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
