import { describe, expect, it } from 'vitest';
import { missionWhen } from './format.ts';

describe('missionWhen', () => {
  it('gives the day and the hours in Paris, whatever the device zone', () => {
    expect(missionWhen('2025-12-10T06:00:00.000Z', '2025-12-10T14:00:00.000Z')).toEqual({
      day: 'Mercredi 10 décembre',
      range: '07:00 – 15:00',
      endNote: null,
      hours: '07:00 – 15:00',
    });
  });

  it('says « le lendemain » for a night, and names the end day beyond', () => {
    expect(missionWhen('2025-12-10T20:00:00.000Z', '2025-12-11T06:00:00.000Z')?.hours).toBe(
      '21:00 – 07:00 le lendemain',
    );
    expect(missionWhen('2025-12-10T20:00:00.000Z', '2025-12-12T06:00:00.000Z')?.hours).toBe(
      '21:00 – 07:00 fin vendredi 12 décembre',
    );
  });

  it('crosses the change to summer time on Paris days', () => {
    // 30 March 2025: 23:30 UTC on the 29th is 00:30 in Paris, on the 30th.
    expect(missionWhen('2025-03-29T23:30:00.000Z', '2025-03-30T05:00:00.000Z')).toMatchObject({
      day: 'Dimanche 30 mars',
      hours: '00:30 – 07:00',
    });
  });

  it('gives nothing for an unreadable time', () => {
    expect(missionWhen('demain', '2025-12-10T14:00:00.000Z')).toBeNull();
  });
});
