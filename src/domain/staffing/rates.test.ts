import { describe, expect, it } from 'vitest';
import { payForMission } from '../pay/mission-pay.ts';
import type { MissionTariffs } from '../pay/mission-pay.ts';
import { localInputToEpochMs } from '../time/local-input-to-instant.ts';
import { estimatedPayCents, missingRate } from './rates.ts';
import type { HourlyRates } from './rates.ts';

const TZ = 'Europe/Paris';
const VIENNE = 'Centre hospitalier de Vienne';

function at(local: string): number {
  const ms = localInputToEpochMs(local, TZ);
  if (ms === null) throw new Error(`bad local time ${local}`);
  return ms;
}

const ALL: HourlyRates = {
  weekdayRateCents: 3000,
  weekendRateCents: 3600,
  nightWeekRateCents: 4000,
  nightWeekendRateCents: 4500,
};
const without = (key: keyof HourlyRates): HourlyRates => ({ ...ALL, [key]: null });

describe('missingRate', () => {
  it('is null when every band the planned times fall into has a rate', () => {
    expect(missingRate(at('2025-12-10T07:00'), at('2025-12-10T15:00'), ALL, VIENNE, TZ)).toBeNull();
    // Friday evening into Saturday night: four bands, all defined.
    expect(missingRate(at('2025-12-12T15:00'), at('2025-12-13T03:00'), ALL, VIENNE, TZ)).toBeNull();
  });

  it('names the weekday-night band and the establishment, as the payslip does', () => {
    expect(
      missingRate(
        at('2025-12-10T18:00'),
        at('2025-12-10T23:00'),
        without('nightWeekRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « nuit semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
  });

  it('names each band when its rate is missing', () => {
    expect(
      missingRate(
        at('2025-12-10T07:00'),
        at('2025-12-10T15:00'),
        without('weekdayRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « jour semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
    expect(
      missingRate(
        at('2025-12-13T07:00'),
        at('2025-12-13T15:00'),
        without('weekendRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « jour week-end » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
    expect(
      missingRate(
        at('2025-12-13T21:00'),
        at('2025-12-14T06:00'),
        without('nightWeekendRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « nuit week-end » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
  });

  it('a public holiday needs the weekend rate', () => {
    // Thursday 25 December 2025.
    expect(
      missingRate(
        at('2025-12-25T07:00'),
        at('2025-12-25T15:00'),
        without('weekendRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « jour week-end » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
    expect(
      missingRate(
        at('2025-12-25T07:00'),
        at('2025-12-25T15:00'),
        without('weekdayRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBeNull();
  });

  it('a band with no time does not need its rate, to the minute', () => {
    const dayOnly: HourlyRates = { ...ALL, nightWeekRateCents: null, nightWeekendRateCents: null };
    expect(
      missingRate(at('2025-12-10T06:00'), at('2025-12-10T21:00'), dayOnly, VIENNE, TZ),
    ).toBeNull();
    expect(missingRate(at('2025-12-10T06:00'), at('2025-12-10T21:01'), dayOnly, VIENNE, TZ)).toBe(
      "Le tarif « nuit semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
    expect(
      missingRate(at('2025-12-10T05:59'), at('2025-12-10T12:00'), dayOnly, VIENNE, TZ),
    ).not.toBeNull();
  });

  it('names the first missing band in payslip order', () => {
    const none: HourlyRates = {
      weekdayRateCents: null,
      weekendRateCents: null,
      nightWeekRateCents: null,
      nightWeekendRateCents: null,
    };
    // Friday 20:00 → Saturday 08:00: weekday day, weekday night, weekend night, weekend day.
    expect(missingRate(at('2025-12-12T20:00'), at('2025-12-13T08:00'), none, VIENNE, TZ)).toBe(
      "Le tarif « jour semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
    expect(
      missingRate(
        at('2025-12-12T22:00'),
        at('2025-12-13T08:00'),
        { ...ALL, nightWeekRateCents: null, weekendRateCents: null },
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « nuit semaine » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
  });

  it('classifies across the spring clock change like the payslip', () => {
    // Saturday 29 March 2025 22:00 → Sunday 30 March 06:00 (7 h of real time): weekend night only.
    expect(
      missingRate(
        at('2025-03-29T22:00'),
        at('2025-03-30T06:00'),
        without('weekendRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBeNull();
    expect(
      missingRate(
        at('2025-03-29T22:00'),
        at('2025-03-30T06:00'),
        without('nightWeekendRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBe(
      "Le tarif « nuit week-end » de l'établissement Centre hospitalier de Vienne n'est pas défini.",
    );
  });

  it('a mission without establishment cannot be priced', () => {
    const noEstablishment =
      "Cette mission n'a pas d'établissement\u202f: impossible de calculer sa rémunération.";
    expect(missingRate(at('2025-12-10T07:00'), at('2025-12-10T15:00'), null, null, TZ)).toBe(
      noEstablishment,
    );
    expect(missingRate(at('2025-12-10T07:00'), at('2025-12-10T15:00'), null, VIENNE, TZ)).toBe(
      noEstablishment,
    );
    expect(
      missingRate(
        at('2025-12-10T18:00'),
        at('2025-12-10T23:00'),
        without('nightWeekRateCents'),
        null,
        TZ,
      ),
    ).toBe(noEstablishment);
  });

  it('leaves times that are not an interval to the creation rules', () => {
    expect(
      missingRate(
        at('2025-12-10T15:00'),
        at('2025-12-10T07:00'),
        without('weekdayRateCents'),
        VIENNE,
        TZ,
      ),
    ).toBeNull();
    expect(missingRate(Number.NaN, at('2025-12-10T07:00'), ALL, VIENNE, TZ)).toBeNull();
  });
});

describe('estimatedPayCents', () => {
  const tariffs: MissionTariffs = { ...ALL, travelFeeCents: 1500 };

  it('prices the planned times like the payslip, travel fee included', () => {
    // 8 h of weekday day at 30 €/h + 15 € travel.
    expect(estimatedPayCents(at('2025-12-10T07:00'), at('2025-12-10T15:00'), tariffs, TZ)).toBe(
      25_500,
    );
    // 18:00–23:00: 3 h day at 30 € + 2 h weekday night at 40 € + 15 €.
    expect(estimatedPayCents(at('2025-12-10T18:00'), at('2025-12-10T23:00'), tariffs, TZ)).toBe(
      18_500,
    );
  });

  it('equals payForMission over the planned times', () => {
    const start = at('2025-12-12T19:17');
    const end = at('2025-12-13T06:43');
    const pay = payForMission(
      { startedAt: start, endedAt: end, tariffs, establishmentName: VIENNE },
      TZ,
    );
    expect(pay.ok && pay.amountCents).toBe(estimatedPayCents(start, end, tariffs, TZ));
  });

  it('counts an undefined travel fee as 0 € and an undefined band rate as 0 €', () => {
    expect(
      estimatedPayCents(
        at('2025-12-10T07:00'),
        at('2025-12-10T15:00'),
        { ...tariffs, travelFeeCents: null },
        TZ,
      ),
    ).toBe(24_000);
    expect(
      estimatedPayCents(
        at('2025-12-10T18:00'),
        at('2025-12-10T23:00'),
        { ...tariffs, nightWeekRateCents: null },
        TZ,
      ),
    ).toBe(10_500);
  });

  it('counts real hours across a clock change', () => {
    // Weekend night 29/03 22:00 → 30/03 06:00 is 7 h at 45 €/h + 15 €.
    expect(estimatedPayCents(at('2025-03-29T22:00'), at('2025-03-30T06:00'), tariffs, TZ)).toBe(
      33_000,
    );
  });

  it('prices an end before the start at 0', () => {
    expect(estimatedPayCents(at('2025-12-10T15:00'), at('2025-12-10T07:00'), tariffs, TZ)).toBe(0);
  });
});
