import { describe, expect, it } from 'vitest';
import { localInputToEpochMs } from '../time/local-input-to-instant.ts';
import { eligibility, missionLengthProblem, STAFFING_LIMITS } from './eligibility.ts';
import type { HeldMission, StaffedMission, StaffingPerson } from './eligibility.ts';

const TZ = 'Europe/Paris';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The instant of a Paris wall-clock time, `2025-12-10T07:00`. */
function at(local: string, timeZone = TZ): number {
  const ms = localInputToEpochMs(local, timeZone);
  if (ms === null) throw new Error(`bad local time ${local}`);
  return ms;
}

const lea: StaffingPerson = {
  id: 'lea',
  firstName: 'Léa',
  lastName: 'Petit',
  role: 'nurse',
  status: 'approved',
};

let nextId = 0;
function held(name: string, from: string, to: string): HeldMission {
  nextId += 1;
  return { id: `h${nextId}`, name, start: at(from), end: at(to) };
}

function candidate(
  from: string,
  to: string,
  overrides: Partial<StaffedMission> = {},
): StaffedMission {
  return {
    id: 'cand',
    name: 'Renfort',
    requiredRole: 'any',
    start: at(from),
    end: at(to),
    ...overrides,
  };
}

const ok = { eligible: true, reasons: [] };
const refused = (...reasons: string[]) => ({ eligible: false, reasons });

describe('STAFFING_LIMITS', () => {
  it('holds the French working-time limits', () => {
    expect(STAFFING_LIMITS).toEqual({
      minDailyRestMs: 11 * HOUR,
      maxDaySpanMs: 13 * HOUR,
      maxDayWorkMs: 12 * HOUR,
      maxWeekWorkMs: 48 * HOUR,
      weekMs: 7 * 24 * HOUR,
      maxMissionMs: 12 * HOUR,
    });
  });
});

describe('eligibility: the account and the role', () => {
  const mission = candidate('2025-12-10T07:00', '2025-12-10T15:00');

  it('an approved professional with nothing else is eligible', () => {
    expect(eligibility(lea, mission, [], TZ)).toEqual(ok);
  });

  it.each(['pending', 'rejected'] as const)('a %s account is not', (status) => {
    expect(eligibility({ ...lea, status }, mission, [], TZ)).toEqual(
      refused("Léa Petit n'est pas un compte validé."),
    );
  });

  it('a nurse mission is for nurses only', () => {
    const nurseMission = { ...mission, requiredRole: 'nurse' as const };
    expect(eligibility(lea, nurseMission, [], TZ)).toEqual(ok);
    expect(eligibility({ ...lea, role: 'caregiver' }, nurseMission, [], TZ)).toEqual(
      refused('Cette mission est réservée aux infirmier(ère)s.'),
    );
  });

  it('a caregiver mission is for caregivers only', () => {
    const careMission = { ...mission, requiredRole: 'caregiver' as const };
    expect(eligibility({ ...lea, role: 'caregiver' }, careMission, [], TZ)).toEqual(ok);
    expect(eligibility(lea, careMission, [], TZ)).toEqual(
      refused('Cette mission est réservée aux aides-soignant(e)s.'),
    );
  });

  it('either professional takes an « any » mission', () => {
    expect(eligibility({ ...lea, role: 'caregiver' }, mission, [], TZ)).toEqual(ok);
  });

  it.each(['admin', 'institution'] as const)('an %s never takes a mission', (role) => {
    for (const requiredRole of ['nurse', 'caregiver', 'any'] as const) {
      expect(eligibility({ ...lea, role }, { ...mission, requiredRole }, [], TZ)).toEqual(
        refused('Seuls les infirmier(ère)s et aides-soignant(e)s prennent des missions.'),
      );
    }
  });

  it('names the person by first and last name, spaces tidied', () => {
    const person = {
      ...lea,
      firstName: ' Marie  Anne',
      lastName: 'Durand ',
      status: 'pending' as const,
    };
    expect(eligibility(person, mission, [], TZ).reasons).toEqual([
      "Marie Anne Durand n'est pas un compte validé.",
    ]);
  });
});

describe('eligibility: one mission at a time (overlap)', () => {
  const morning = held('Garde du matin', '2025-12-10T07:00', '2025-12-10T15:00');

  it('refuses a mission overlapping one she holds, naming it with its local date and times', () => {
    expect(
      eligibility(lea, candidate('2025-12-10T14:00', '2025-12-10T18:00'), [morning], TZ),
    ).toEqual(refused('Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00.'));
  });

  it('refuses a mission inside or around a held one', () => {
    expect(
      eligibility(lea, candidate('2025-12-10T08:00', '2025-12-10T09:00'), [morning], TZ).eligible,
    ).toBe(false);
    expect(
      eligibility(lea, candidate('2025-12-10T06:00', '2025-12-10T16:00'), [morning], TZ).reasons,
    ).toContain('Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00.');
  });

  it('lets a mission start the very minute another ends (half-open times)', () => {
    expect(
      eligibility(lea, candidate('2025-12-10T15:00', '2025-12-10T19:00'), [morning], TZ),
    ).toEqual(ok);
    expect(
      eligibility(lea, candidate('2025-12-10T03:00', '2025-12-10T07:00'), [morning], TZ),
    ).toEqual(ok);
  });

  it('refuses an overlap of a single millisecond', () => {
    const mission = candidate('2025-12-10T15:00', '2025-12-10T19:00');
    expect(
      eligibility(lea, { ...mission, start: mission.start - 1 }, [morning], TZ).reasons,
    ).toEqual(['Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00.']);
  });

  it('counts overlapping time once in the day, and still chains what follows the longer one', () => {
    const long = held('Garde longue', '2025-12-10T06:00', '2025-12-10T18:00');
    const night = held('Renfort de nuit', '2025-12-11T04:00', '2025-12-11T05:00');
    // 08:00–09:00 lies inside the long one: 12 h of work that day, not 13 h; and the next
    // mission, 10 h after the long one ends, belongs to the same day (13 h, 23 h of span).
    expect(
      eligibility(lea, candidate('2025-12-10T08:00', '2025-12-10T09:00'), [long], TZ).reasons,
    ).toEqual(['Léa Petit a déjà « Garde longue » le 10/12 de 06:00 à 18:00.']);
    expect(
      eligibility(lea, candidate('2025-12-10T08:00', '2025-12-10T09:00'), [long, night], TZ)
        .reasons,
    ).toEqual([
      'Léa Petit a déjà « Garde longue » le 10/12 de 06:00 à 18:00.',
      'Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (13 h).',
      "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 le 10/12 à 05:00 le 11/12).",
    ]);
  });

  it('names every overlapped mission, earliest first', () => {
    const evening = held('Garde du soir', '2025-12-10T16:00', '2025-12-10T18:00');
    expect(
      eligibility(lea, candidate('2025-12-10T12:00', '2025-12-10T17:00'), [evening, morning], TZ)
        .reasons,
    ).toEqual([
      'Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00.',
      'Léa Petit a déjà « Garde du soir » le 10/12 de 16:00 à 18:00.',
    ]);
  });

  it('ignores the mission itself among her holdings (a re-check)', () => {
    const mission = candidate('2025-12-10T07:00', '2025-12-10T15:00');
    const itself: HeldMission = {
      id: mission.id,
      name: mission.name,
      start: mission.start,
      end: mission.end,
    };
    expect(eligibility(lea, mission, [itself], TZ)).toEqual(ok);
  });

  it('reads times in summer time too, and in the zone it is given', () => {
    const july = held('Garde du matin', '2025-07-10T07:00', '2025-07-10T15:00');
    expect(
      eligibility(lea, candidate('2025-07-10T14:00', '2025-07-10T18:00'), [july], TZ).reasons,
    ).toEqual(['Léa Petit a déjà « Garde du matin » le 10/07 de 07:00 à 15:00.']);
    // The same instants on the wall clock of Martinique (UTC−4).
    expect(
      eligibility(
        lea,
        candidate('2025-07-10T14:00', '2025-07-10T18:00'),
        [july],
        'America/Martinique',
      ).reasons,
    ).toEqual(['Léa Petit a déjà « Garde du matin » le 10/07 de 01:00 à 09:00.']);
  });
});

describe('eligibility: the working day (11 h rest, 12 h of work, 13 h of span)', () => {
  it('refuses a day over 12 h of work and 13 h of span, with both sentences', () => {
    const early = held('Garde du matin', '2025-12-10T06:00', '2025-12-10T12:00');
    expect(
      eligibility(lea, candidate('2025-12-10T13:00', '2025-12-10T20:30'), [early], TZ),
    ).toEqual(
      refused(
        'Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (13 h 30).',
        "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 20:30).",
      ),
    );
  });

  it('allows exactly 12 h of work in a day, refuses 12 h 01', () => {
    const early = held('Garde du matin', '2025-12-10T06:00', '2025-12-10T12:00');
    expect(
      eligibility(lea, candidate('2025-12-10T12:30', '2025-12-10T18:30'), [early], TZ),
    ).toEqual(ok);
    expect(
      eligibility(lea, candidate('2025-12-10T12:30', '2025-12-10T18:31'), [early], TZ),
    ).toEqual(
      refused(
        'Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (12 h 01).',
      ),
    );
  });

  it('allows a day spanning exactly 13 h, refuses 13 h 01', () => {
    const early = held('Tournée', '2025-12-10T06:00', '2025-12-10T09:00');
    expect(
      eligibility(lea, candidate('2025-12-10T16:00', '2025-12-10T19:00'), [early], TZ),
    ).toEqual(ok);
    expect(
      eligibility(lea, candidate('2025-12-10T16:00', '2025-12-10T19:01'), [early], TZ),
    ).toEqual(
      refused(
        "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 19:01).",
      ),
    );
  });

  it('a short rest is not a refusal by itself: it merges the missions into one day', () => {
    const morning = held('Garde du matin', '2025-12-10T08:00', '2025-12-10T12:00');
    expect(
      eligibility(lea, candidate('2025-12-10T14:00', '2025-12-10T16:00'), [morning], TZ),
    ).toEqual(ok);
  });

  it('11 h of rest exactly separates two days; 10 h 59 chains them', () => {
    const long = held('Garde longue', '2025-12-10T07:00', '2025-12-10T19:00');
    expect(eligibility(lea, candidate('2025-12-11T06:00', '2025-12-11T12:00'), [long], TZ)).toEqual(
      ok,
    );
    expect(eligibility(lea, candidate('2025-12-11T05:59', '2025-12-11T11:59'), [long], TZ)).toEqual(
      refused(
        'Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (18 h).',
        "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 07:00 le 10/12 à 11:59 le 11/12).",
      ),
    );
  });

  it('a chain of three short missions forms one day', () => {
    const a = held('Toilettes', '2025-12-10T06:00', '2025-12-10T09:00');
    const b = held('Pansements', '2025-12-10T12:00', '2025-12-10T15:00');
    // 3 h + 3 h + 3 h 30 = 9 h 30 of work, but from 06:00 to 21:30.
    expect(eligibility(lea, candidate('2025-12-10T18:00', '2025-12-10T21:30'), [b, a], TZ)).toEqual(
      refused(
        "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 21:30).",
      ),
    );
    // Without the middle one, 06:00–09:00 and 18:00–21:30 are 9 h apart: still one day.
    expect(
      eligibility(lea, candidate('2025-12-10T18:00', '2025-12-10T21:30'), [a], TZ).eligible,
    ).toBe(false);
    // Moved 2 h later, the last one is 11 h after the first, 5 h after the second: the chain holds.
    expect(
      eligibility(lea, candidate('2025-12-10T20:00', '2025-12-10T22:00'), [a, b], TZ).reasons,
    ).toEqual([
      "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 22:00).",
    ]);
    // Alone with the first, 11 h apart: two days.
    expect(eligibility(lea, candidate('2025-12-10T20:00', '2025-12-10T22:00'), [a], TZ)).toEqual(
      ok,
    );
  });

  it('a mission between two days joins them into one', () => {
    const a = held('Garde du matin', '2025-12-10T06:00', '2025-12-10T12:00');
    const b = held('Garde de nuit', '2025-12-11T03:00', '2025-12-11T07:00');
    // a and b are 15 h apart; a mission from 17:00 to 22:00 is 5 h from each.
    expect(eligibility(lea, candidate('2025-12-10T17:00', '2025-12-10T22:00'), [a, b], TZ)).toEqual(
      refused(
        'Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (15 h).',
        "Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 le 10/12 à 07:00 le 11/12).",
      ),
    );
  });

  it('other days that already broke a limit (an override) do not refuse this mission', () => {
    const x = held('Double garde', '2025-12-01T06:00', '2025-12-01T14:00');
    const y = held('Double garde (suite)', '2025-12-01T14:00', '2025-12-01T22:00');
    expect(eligibility(lea, candidate('2025-12-10T07:00', '2025-12-10T15:00'), [x, y], TZ)).toEqual(
      ok,
    );
  });

  it('counts real time across the spring clock change', () => {
    // 29/03 20:00 → 30/03 06:00 on the wall clock is 9 h of real time in Paris.
    const night = held('Garde de nuit', '2025-03-29T20:00', '2025-03-30T06:00');
    expect(night.end - night.start).toBe(9 * HOUR);
    // With 3 h more: 12 h of work over a 12 h span (13 h on the wall clock): allowed.
    expect(
      eligibility(lea, candidate('2025-03-30T06:00', '2025-03-30T09:00'), [night], TZ),
    ).toEqual(ok);
    expect(
      eligibility(lea, candidate('2025-03-30T06:00', '2025-03-30T09:01'), [night], TZ),
    ).toEqual(
      refused(
        'Avec cette mission, la journée du 29/03 de Léa Petit dépasserait 12 h de travail (12 h 01).',
      ),
    );
  });

  it('counts real time across the autumn clock change', () => {
    // 25/10 20:00 → 26/10 04:00 on the wall clock is 9 h of real time in Paris.
    const night = held('Garde de nuit', '2025-10-25T20:00', '2025-10-26T04:00');
    expect(night.end - night.start).toBe(9 * HOUR);
    // 20:00 → 08:00 on the wall clock spans 13 h of real time: exactly allowed.
    expect(
      eligibility(lea, candidate('2025-10-26T05:00', '2025-10-26T08:00'), [night], TZ),
    ).toEqual(ok);
    expect(
      eligibility(lea, candidate('2025-10-26T05:00', '2025-10-26T08:01'), [night], TZ),
    ).toEqual(
      refused(
        'Avec cette mission, la journée du 25/10 de Léa Petit dépasserait 12 h de travail (12 h 01).',
        "Avec cette mission, la journée du 25/10 de Léa Petit s'étendrait sur plus de 13 h (de 20:00 le 25/10 à 08:01 le 26/10).",
      ),
    );
  });
});

describe('eligibility: 48 h in any 7 days', () => {
  /** 8 h missions, 07:00–15:00, on the given December 2025 days. */
  const days = (...dates: number[]) =>
    dates.map((d) =>
      held(
        `Garde du ${d}`,
        `2025-12-${String(d).padStart(2, '0')}T07:00`,
        `2025-12-${String(d).padStart(2, '0')}T15:00`,
      ),
    );

  it('refuses a 52nd hour within 7 days, naming the total and the days', () => {
    expect(
      eligibility(
        lea,
        candidate('2025-12-14T07:00', '2025-12-14T11:00'),
        days(8, 9, 10, 11, 12, 13),
        TZ,
      ),
    ).toEqual(
      refused(
        'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (52 h du 08/12 au 14/12).',
      ),
    );
  });

  it('allows exactly 48 h, refuses 48 h 01', () => {
    const five = days(8, 9, 10, 11, 12);
    expect(eligibility(lea, candidate('2025-12-13T07:00', '2025-12-13T15:00'), five, TZ)).toEqual(
      ok,
    );
    expect(eligibility(lea, candidate('2025-12-13T07:00', '2025-12-13T15:01'), five, TZ)).toEqual(
      refused(
        'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (48 h 01 du 08/12 au 13/12).',
      ),
    );
  });

  it('slides: 7 days from any mission, not calendar weeks', () => {
    // Thursday to Wednesday across two calendar weeks.
    const held6 = days(11, 12, 13, 14, 15, 16);
    expect(
      eligibility(lea, candidate('2025-12-17T07:00', '2025-12-17T08:00'), held6, TZ).reasons,
    ).toEqual([
      'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (49 h du 11/12 au 17/12).',
    ]);
    // The window ending at 18/12 07:00 starts at 11/12 07:00: 48 h + 1 h.
    expect(
      eligibility(lea, candidate('2025-12-18T06:00', '2025-12-18T07:00'), held6, TZ).reasons,
    ).toEqual([
      'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (49 h du 11/12 au 18/12).',
    ]);
    // From 18/12 07:00, 7 days after the first one's start, the first one slides out as the
    // new one slides in: 48 h at most.
    expect(eligibility(lea, candidate('2025-12-18T07:00', '2025-12-18T08:00'), held6, TZ)).toEqual(
      ok,
    );
  });

  it('counts only the part of a mission inside the window', () => {
    // Six 8 h missions from 09/12 to 14/12 (48 h) and a 6 h night from 08/12 20:00 to 09/12
    // 02:00: 54 h within 7 days already (an override).
    const held7 = [
      ...days(9, 10, 11, 12, 13, 14),
      held('Nuit', '2025-12-08T20:00', '2025-12-09T02:00'),
    ];
    // The window from 08/12 20:00 to 15/12 20:00 holds the whole night and 1 h of the mission.
    expect(
      eligibility(lea, candidate('2025-12-15T19:00', '2025-12-15T20:00'), held7, TZ).reasons,
    ).toEqual([
      'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (55 h du 08/12 au 15/12).',
    ]);
    // Any window holding some of 15/12 21:00–22:00 keeps at most 4 h of the night with it.
    expect(
      eligibility(lea, candidate('2025-12-15T21:00', '2025-12-15T22:00'), held7, TZ).reasons,
    ).toEqual([
      'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (53 h du 08/12 au 15/12).',
    ]);
  });

  it('weeks that already broke the limit far from this mission do not refuse it', () => {
    expect(
      eligibility(
        lea,
        candidate('2025-12-24T07:00', '2025-12-24T15:00'),
        days(1, 2, 3, 4, 5, 6, 7),
        TZ,
      ),
    ).toEqual(ok);
  });
});

describe('eligibility: the length of a mission', () => {
  it('refuses a mission over 12 h', () => {
    expect(eligibility(lea, candidate('2025-12-10T06:00', '2025-12-10T20:00'), [], TZ)).toEqual(
      refused('Une mission dure au plus 12 h (celle-ci\u202f: 14 h).'),
    );
  });

  it('missionLengthProblem: 12 h allowed, 12 h 01 refused, 13 h 30 read as such', () => {
    const start = at('2025-12-10T06:00');
    expect(missionLengthProblem(start, start + 12 * HOUR)).toBeNull();
    expect(missionLengthProblem(start, start + 12 * HOUR + MINUTE)).toBe(
      'Une mission dure au plus 12 h (celle-ci\u202f: 12 h 01).',
    );
    expect(missionLengthProblem(start, start + 13.5 * HOUR)).toBe(
      'Une mission dure au plus 12 h (celle-ci\u202f: 13 h 30).',
    );
    // A second over still reads over the limit.
    expect(missionLengthProblem(start, start + 12 * HOUR + 1000)).toBe(
      'Une mission dure au plus 12 h (celle-ci\u202f: 12 h 01).',
    );
    expect(missionLengthProblem(start, start - HOUR)).toBeNull();
  });

  it('counts real time: a 12 h wall-clock night over the autumn change lasts 13 h', () => {
    expect(missionLengthProblem(at('2025-10-25T19:00'), at('2025-10-26T07:00'))).toBe(
      'Une mission dure au plus 12 h (celle-ci\u202f: 13 h).',
    );
    expect(missionLengthProblem(at('2025-03-29T19:00'), at('2025-03-30T08:00'))).toBeNull();
  });
});

describe('eligibility: every reason at once', () => {
  it('collects them all, in order: account, role, length, overlaps, day, week', () => {
    const person: StaffingPerson = { ...lea, role: 'caregiver', status: 'pending' };
    const week = ['Garde du 05', 'Garde du 06', 'Garde du 07', 'Garde du 08', 'Garde du 09'].map(
      (name, i) => held(name, `2025-12-0${5 + i}T06:00`, `2025-12-0${5 + i}T16:00`),
    );
    const mission = candidate('2025-12-09T09:00', '2025-12-09T23:00', { requiredRole: 'nurse' });
    expect(eligibility(person, mission, week, TZ).reasons).toEqual([
      "Léa Petit n'est pas un compte validé.",
      'Cette mission est réservée aux infirmier(ère)s.',
      'Une mission dure au plus 12 h (celle-ci\u202f: 14 h).',
      'Léa Petit a déjà « Garde du 09 » le 09/12 de 06:00 à 16:00.',
      'Avec cette mission, la journée du 09/12 de Léa Petit dépasserait 12 h de travail (17 h).',
      "Avec cette mission, la journée du 09/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 23:00).",
      'Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (57 h du 05/12 au 09/12).',
    ]);
  });
});
