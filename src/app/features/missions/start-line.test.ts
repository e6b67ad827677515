import { describe, expect, it } from 'vitest';
import { formatDelay, startLine } from './start-line.ts';

const NOW = Date.parse('2025-03-10T07:00:00Z');
const at = (minutesFromNow: number) => new Date(NOW + minutesFromNow * 60_000).toISOString();

describe('startLine', () => {
  it('counts down to the start of a mission still to come', () => {
    expect(startLine({ status: 'accepted', dateStart: at(25), started_at: null }, NOW)).toBe(
      'Début dans 25 min',
    );
    expect(startLine({ status: 'assigned', dateStart: at(135), started_at: null }, NOW)).toBe(
      'Début dans 2 h 15',
    );
    expect(
      startLine(
        { status: 'pending', dateStart: at(3 * 1440 + 60), started_at: null },
        NOW,
        'Europe/Paris',
      ),
    ).toBe('Début dans 3 jours');
  });

  it('reads two missions of the same Monday alike: calendar days in the business time zone', () => {
    // Friday 14 March 2025, 20:00 in Paris; Monday 17 March at 07:00 and at 21:00.
    const friday = Date.parse('2025-03-14T19:00:00Z');
    const monday = (iso: string) => ({
      status: 'accepted' as const,
      dateStart: iso,
      started_at: null,
    });
    expect(startLine(monday('2025-03-17T06:00:00Z'), friday, 'Europe/Paris')).toBe(
      'Début dans 3 jours',
    );
    expect(startLine(monday('2025-03-17T20:00:00Z'), friday, 'Europe/Paris')).toBe(
      'Début dans 3 jours',
    );
  });

  it('says when a start is overdue, and for how long a mission has been running', () => {
    expect(startLine({ status: 'accepted', dateStart: at(-10), started_at: null }, NOW)).toBe(
      'Début prévu il y a 10 min',
    );
    expect(startLine({ status: 'in_progress', dateStart: at(-90), started_at: at(-65) }, NOW)).toBe(
      'En cours depuis 1 h 05',
    );
  });

  it('says nothing once the mission is over or its time unreadable', () => {
    expect(
      startLine({ status: 'completed', dateStart: at(-90), started_at: at(-90) }, NOW),
    ).toBeNull();
    expect(startLine({ status: 'cancelled', dateStart: at(90), started_at: null }, NOW)).toBeNull();
    expect(
      startLine({ status: 'accepted', dateStart: 'demain', started_at: null }, NOW),
    ).toBeNull();
  });
});

describe('formatDelay', () => {
  it('uses minutes, then hours and minutes, then days', () => {
    expect(formatDelay(0)).toBe('0 min');
    expect(formatDelay(59)).toBe('59 min');
    expect(formatDelay(60)).toBe('1 h 00');
    expect(formatDelay(1439)).toBe('23 h 59');
    expect(formatDelay(1440)).toBe('1 jour');
  });
});
