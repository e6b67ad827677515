import { describe, expect, it } from 'vitest';
import { agendaWeek, missionsByDay, todayIn } from './agenda.ts';
import { agendaDayLabel, agendaWeekLabel, compactHours, compactWhen } from './compact-when.ts';

const PARIS = 'Europe/Paris';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('agendaWeek', () => {
  it('runs Monday to Sunday in Paris, from local midnight to local midnight', () => {
    // Wednesday 26 November 2025, noon in Paris (UTC+1).
    const week = agendaWeek(at('2025-11-26T11:00:00Z'), PARIS);
    expect(week.monday).toBe('2025-11-24');
    expect(week.days.map((d) => d.date)).toEqual([
      '2025-11-24',
      '2025-11-25',
      '2025-11-26',
      '2025-11-27',
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
    ]);
    expect(new Date(week.startMs).toISOString()).toBe('2025-11-23T23:00:00.000Z');
    expect(new Date(week.endMs).toISOString()).toBe('2025-11-30T23:00:00.000Z');
  });

  it('takes the local day, not the UTC one, at both ends of the week', () => {
    // Sunday 30 November, 23:30 in Paris (22:30 UTC): still the week of Monday 24.
    expect(agendaWeek(at('2025-11-30T22:30:00Z'), PARIS).monday).toBe('2025-11-24');
    // Monday 1 December, 00:30 in Paris is still Sunday 23:30 in UTC.
    expect(agendaWeek(at('2025-11-30T23:30:00Z'), PARIS).monday).toBe('2025-12-01');
  });

  it('is 167 hours long in the week of the spring change (last Sunday of March)', () => {
    const week = agendaWeek(at('2026-03-25T12:00:00Z'), PARIS);
    expect(week.monday).toBe('2026-03-23');
    expect(new Date(week.startMs).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // Monday 30 March starts at 00:00 CEST (UTC+2).
    expect(new Date(week.endMs).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((week.endMs - week.startMs) / HOUR).toBe(167);
    const sunday = week.days[6]!;
    expect(sunday.date).toBe('2026-03-29');
    expect((sunday.endMs - sunday.startMs) / HOUR).toBe(23);
  });

  it('is 169 hours long in the week of the autumn change (last Sunday of October)', () => {
    const week = agendaWeek(at('2026-10-25T20:00:00Z'), PARIS);
    expect(week.monday).toBe('2026-10-19');
    expect(new Date(week.startMs).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(new Date(week.endMs).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect((week.endMs - week.startMs) / HOUR).toBe(169);
    expect((week.days[6]!.endMs - week.days[6]!.startMs) / HOUR).toBe(25);
  });

  it('moves by whole calendar weeks, across a change of offset and a new year', () => {
    const now = at('2026-03-30T08:00:00Z');
    expect(agendaWeek(now, PARIS, -1).monday).toBe('2026-03-23');
    expect(agendaWeek(now, PARIS, 0).monday).toBe('2026-03-30');
    expect(new Date(agendaWeek(now, PARIS, -1).endMs).toISOString()).toBe(
      new Date(agendaWeek(now, PARIS, 0).startMs).toISOString(),
    );
    expect(agendaWeek(at('2025-12-31T12:00:00Z'), PARIS, 1).monday).toBe('2026-01-05');
    expect(agendaWeek(at('2025-12-31T12:00:00Z'), PARIS).days[6]!.date).toBe('2026-01-04');
  });

  it('marks today only in the week that holds it', () => {
    const now = at('2025-11-26T11:00:00Z');
    expect(todayIn(agendaWeek(now, PARIS), now)).toBe('2025-11-26');
    expect(todayIn(agendaWeek(now, PARIS, 1), now)).toBeNull();
  });
});

describe('missionsByDay', () => {
  const week = agendaWeek(at('2025-11-26T11:00:00Z'), PARIS);
  const mission = (id: string, dateStart: string) => ({ id, dateStart });

  it('puts a night across midnight on the day it starts only', () => {
    const night = mission('night', '2025-11-25T19:00:00Z'); // Tuesday 20:00 → Wednesday 03:00
    const days = missionsByDay([night], week);
    expect(days.map((d) => d.missions.map((m) => m.id))).toEqual([
      [],
      ['night'],
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('orders a day soonest first and leaves out the other weeks', () => {
    const days = missionsByDay(
      [
        mission('late', '2025-11-27T17:00:00Z'),
        mission('early', '2025-11-27T06:00:00Z'),
        mission('before', '2025-11-23T22:59:00Z'), // Sunday 23:59 of the week before
        mission('after', '2025-11-30T23:00:00Z'), // Monday 00:00 of the next week
        mission('sunday-night', '2025-11-30T22:30:00Z'), // Sunday 23:30
      ],
      week,
    );
    expect(days[3]!.missions.map((m) => m.id)).toEqual(['early', 'late']);
    expect(days[6]!.missions.map((m) => m.id)).toEqual(['sunday-night']);
    expect(days.flatMap((d) => d.missions).map((m) => m.id)).not.toContain('before');
    expect(days.flatMap((d) => d.missions).map((m) => m.id)).not.toContain('after');
  });

  it('puts a mission of the 25-hour autumn Sunday on that Sunday', () => {
    const autumn = agendaWeek(at('2026-10-21T12:00:00Z'), PARIS);
    // Sunday 25 October 2026, 23:30 CET = 22:30 UTC.
    const days = missionsByDay([mission('m', '2026-10-25T22:30:00Z')], autumn);
    expect(days[6]!.missions.map((m) => m.id)).toEqual(['m']);
  });
});

describe('the words of the compact card and the agenda', () => {
  it('says a night at one glance: « mar. 25 nov. · 20:00 – 03:00 »', () => {
    expect(compactWhen('2025-11-25T19:00:00Z', '2025-11-26T02:00:00Z')).toBe(
      'mar. 25 nov. · 20:00 – 03:00',
    );
    expect(compactHours('2025-11-25T19:00:00Z', '2025-11-26T02:00:00Z')).toBe('20:00 – 03:00');
  });

  it('names the end day beyond the next morning, and gives up on unreadable times', () => {
    expect(compactWhen('2025-11-24T07:00:00Z', '2025-11-26T17:00:00Z')).toBe(
      'lun. 24 nov. · 08:00 – mer. 26 nov. 18:00',
    );
    expect(compactWhen('nope', '2025-11-26T17:00:00Z')).toBeNull();
  });

  it('names the days and the weeks in French', () => {
    expect(agendaDayLabel('2025-11-24')).toBe('Lundi 24 novembre');
    expect(agendaWeekLabel('2025-11-24', '2025-11-30')).toBe('Semaine du 24 au 30 novembre');
    expect(agendaWeekLabel('2025-12-29', '2026-01-04')).toBe('Semaine du 29 décembre au 4 janvier');
    expect(agendaWeekLabel('2025-09-01', '2025-09-07')).toBe('Semaine du 1er au 7 septembre');
    expect(agendaWeekLabel('2025-09-29', '2025-10-05')).toBe(
      'Semaine du 29 septembre au 5 octobre',
    );
  });
});
