import { describe, expect, it } from 'vitest';
import { isMissionStatus, MISSION_STATUSES, statusLabel } from './mission-status.ts';

describe('mission status', () => {
  it('lists the seven states in life-cycle order', () => {
    expect(MISSION_STATUSES).toEqual([
      'pending',
      'open',
      'assigned',
      'accepted',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });

  it('has a French label for each state', () => {
    expect(MISSION_STATUSES.map(statusLabel)).toEqual([
      'En attente',
      'À pourvoir',
      'Assignée',
      'Acceptée',
      'En cours',
      'Terminée',
      'Annulée',
    ]);
  });

  it('recognises stored values', () => {
    expect(isMissionStatus('in_progress')).toBe(true);
    expect(isMissionStatus('started')).toBe(false);
    expect(isMissionStatus(undefined)).toBe(false);
  });
});
