import { describe, expect, it } from 'vitest';
import {
  cancellationCompensationCents,
  compensationOfPlannedPay,
  compensationPercent,
  plannedPayCents,
  type CancelledMission,
} from './cancellation.ts';

const TZ = 'Europe/Paris';
const MIN = 60_000;
const H = 60 * MIN;
// Thursday 3 December 2026, 08:00 → 16:00 in Paris (UTC+1): 8 h of weekday day at 25,30 €.
const start = Date.parse('2026-12-03T07:00:00Z');
const mission: CancelledMission = {
  status: 'accepted',
  dateStart: start,
  dateEnd: start + 8 * H,
  tariffs: {
    weekdayRateCents: 2530,
    weekendRateCents: 3000,
    nightWeekRateCents: 2800,
    nightWeekendRateCents: 3300,
    travelFeeCents: 1500,
  },
};

describe('cancellation compensation', () => {
  it('prices the planned times at the mission’s rates, without the travel fee', () => {
    expect(plannedPayCents(mission, TZ)).toBe(20240);
  });

  it('owes nothing 48 h 01 before the start, nor exactly 48 h before', () => {
    expect(cancellationCompensationCents(mission, start - (48 * H + MIN), TZ)).toBe(0);
    expect(cancellationCompensationCents(mission, start - 48 * H, TZ)).toBe(0);
  });

  it('owes 50 % at 47 h 59 and 100 % at 23 h 59 before the start', () => {
    expect(cancellationCompensationCents(mission, start - (47 * H + 59 * MIN), TZ)).toBe(10120);
    expect(cancellationCompensationCents(mission, start - 24 * H, TZ)).toBe(10120);
    expect(cancellationCompensationCents(mission, start - (23 * H + 59 * MIN), TZ)).toBe(20240);
  });

  it('rounds half a cent up', () => {
    const odd = { ...mission, dateEnd: start + 7 * H + 1 * MIN }; // 7 h 01 at 25,30 € = 177,12 €
    expect(plannedPayCents(odd, TZ)).toBe(17752);
    const oneCent = { ...mission, dateEnd: start + 2 * MIN + 400, tariffs: { ...mission.tariffs } };
    // 2 min 0.4 s at 25,30 €/h = 84.6… cents → 85; half of it 42.5 → 43.
    expect(plannedPayCents(oneCent, TZ)).toBe(85);
    expect(cancellationCompensationCents(oneCent, start - 30 * H, TZ)).toBe(43);
  });

  it('owes nothing for a mission nobody had', () => {
    for (const status of ['pending', 'open', 'in_progress', 'completed', 'cancelled']) {
      expect(cancellationCompensationCents({ ...mission, status }, start - H, TZ)).toBe(0);
    }
  });

  it('counts the bands the planned times cross', () => {
    // Saturday 5 December 2026, 20:00 → 23:00: 1 h weekend day (30 €) + 2 h weekend night (33 €).
    const saturday = Date.parse('2026-12-05T19:00:00Z');
    const night = { ...mission, dateStart: saturday, dateEnd: saturday + 3 * H };
    expect(cancellationCompensationCents(night, saturday - 2 * H, TZ)).toBe(9600);
  });

  it('gives the same amount from the planned pay alone (the cancel dialog’s way)', () => {
    const before = start - (47 * H + 59 * MIN);
    expect(compensationOfPlannedPay(20240, start, before)).toBe(
      cancellationCompensationCents(mission, before, TZ),
    );
    expect(compensationOfPlannedPay(20240, start, start - 49 * H)).toBe(0);
    expect(compensationOfPlannedPay(20240, start, start - 2 * H)).toBe(20240);
  });

  it('names the share by how long before the start', () => {
    expect(compensationPercent(start, start + H)).toBe(100);
    expect(compensationPercent(start, start - 30 * H)).toBe(50);
    expect(compensationPercent(start, start - 72 * H)).toBe(0);
  });
});
