import { describe, expect, it } from 'vitest';
import { groupNotifications, linkWithMission, missionIdOfLink } from './group.ts';

const PARIS = 'Europe/Paris';
const note = (id: string, timestamp: string, mission_id: string | null, read_status = false) => ({
  id,
  timestamp,
  mission_id,
  read_status,
});

describe('notification links naming a mission', () => {
  it('adds and reads back the mission', () => {
    expect(linkWithMission('/prestations', 'm-1')).toBe('/prestations?mission=m-1');
    expect(linkWithMission('/prestations?status=open#x', 'a b')).toBe(
      '/prestations?status=open&mission=a%20b#x',
    );
    expect(missionIdOfLink('/prestations?status=open&mission=a%20b#x')).toBe('a b');
    expect(missionIdOfLink('/prestations')).toBeNull();
    expect(missionIdOfLink(null)).toBeNull();
  });
});

describe('groupNotifications', () => {
  // Friday 27 November 2026, 23:30 in Paris.
  const now = Date.parse('2026-11-27T22:30:00Z');

  it('makes one row per mission and evening, newest first, with its unread ones', () => {
    const list = [
      note('a1', '2026-11-27T18:00:00Z', 'A'),
      note('b1', '2026-11-27T18:10:00Z', 'B'),
      note('a2', '2026-11-27T19:00:00Z', 'A', true),
      note('b2', '2026-11-27T19:30:00Z', 'B'),
      note('a3', '2026-11-27T20:00:00Z', 'A'),
      note('b3', '2026-11-27T21:00:00Z', 'B'),
    ];
    const days = groupNotifications(list, now, PARIS);
    expect(days).toHaveLength(1);
    expect(days[0]?.daysAgo).toBe(0);
    expect(days[0]?.groups.map((g) => g.latest.id)).toEqual(['b3', 'a3']);
    expect(days[0]?.groups[0]?.others.map((n) => n.id)).toEqual(['b2', 'b1']);
    expect(days[0]?.groups[1]?.unreadIds).toEqual(['a3', 'a1']);
  });

  it('parts days at local midnight, not UTC, and keeps lone notifications apart', () => {
    const list = [
      // 00:30 on Friday in Paris, still Thursday in UTC.
      note('m1', '2026-11-26T23:30:00Z', 'M'),
      // 23:30 on Thursday in Paris.
      note('m0', '2026-11-26T22:30:00Z', 'M'),
      note('x', '2026-11-26T22:00:00Z', null),
      note('y', '2026-11-26T21:00:00Z', null),
      note('old', '2026-11-20T10:00:00Z', 'M'),
    ];
    const days = groupNotifications(list, now, PARIS);
    expect(days.map((d) => [d.date, d.daysAgo])).toEqual([
      ['2026-11-27', 0],
      ['2026-11-26', 1],
      ['2026-11-20', 7],
    ]);
    expect(days[1]?.groups.map((g) => g.key)).toEqual([
      'mission:M:2026-11-26',
      'single:x',
      'single:y',
    ]);
  });
});
