import { describe, expect, it } from 'vitest';
import { startsIn, unfilledLink, urgentLink } from './urgent.ts';

const NOW = Date.parse('2026-11-27T20:00:00Z');

describe('startsIn', () => {
  it('counts the minutes to a start within the hour, those since a start, nothing beyond', () => {
    expect(startsIn({ dateStart: '2026-11-27T20:25:00Z' }, NOW)).toEqual({
      kind: 'minutes',
      minutes: 25,
    });
    expect(startsIn({ dateStart: '2026-11-27T19:50:00Z' }, NOW)).toEqual({
      kind: 'started',
      minutes: 10,
    });
    expect(startsIn({ dateStart: '2026-11-27T21:00:00Z' }, NOW)).toEqual({ kind: 'later' });
  });
});

describe('links of « À faire maintenant »', () => {
  it('leads each role to the screen that does the thing', () => {
    expect(urgentLink('admin', 'accounts_to_approve')).toBe('/users');
    expect(urgentLink('admin', 'payslips_to_generate')).toBe('/payslips');
    expect(urgentLink('institution', 'hours_to_validate')).toBe('/heures-a-valider');
    expect(urgentLink('nurse', 'missions_to_accept')).toBe('/mes-prestations');
    expect(urgentLink('caregiver', 'contracts_to_sign')).toBe('/contrats');
    expect(unfilledLink('admin', { status: 'pending' })).toBe('/approbations');
    expect(unfilledLink('admin', { status: 'open' })).toBe('/prestations?status=open');
    expect(unfilledLink('institution', { status: 'pending' })).toBe('/prestations?status=pending');
  });
});
