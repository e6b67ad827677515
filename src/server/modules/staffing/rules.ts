/**
 * The staffing rules as every path that gives a mission to someone applies them (creation
 * with an assignee, approval, claim, exchange proposal and acceptance): the establishment's
 * rates up front, then the person's eligibility decided under a lock on her row.
 */
import {
  eligibility,
  type Eligibility,
  type HeldMission,
  type StaffedMission,
} from '../../../domain/staffing/eligibility.ts';
import { missingRate, type HourlyRates } from '../../../domain/staffing/rates.ts';
import type { Db } from '../../db/client.ts';
import { conflict, unprocessable } from '../../errors.ts';
import type { MissionRow } from '../missions/repo.ts';
import { displayName } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { staffingFr as fr } from './fr.ts';
import { heldMissionsOf, lockPerson, type HeldRow } from './repo.ts';
import { fr as domainFr } from '../../../domain/staffing/fr.ts';
import { isBlocked } from '../pool/repo.ts';

const DAY_MS = 86_400_000;
/**
 * How far around a mission the missions a person holds can matter: the weekly window (7 days)
 * and a working day (13 h) on each side, with a margin for actual times off their plan.
 */
export const HELD_MARGIN_MS = 9 * DAY_MS;

/** The four hourly rates of a row (an establishment, or the snapshot copied onto a mission). */
export const ratesOf = (row: HourlyRates): HourlyRates => ({
  weekdayRateCents: row.weekdayRateCents,
  weekendRateCents: row.weekendRateCents,
  nightWeekRateCents: row.nightWeekRateCents,
  nightWeekendRateCents: row.nightWeekendRateCents,
});

/**
 * Refuses (422, naming the band and the establishment) a mission planned over `[start, end)`
 * whose times need a band the establishment has no rate for, or that has no establishment.
 */
export function assertRates(
  start: number,
  end: number,
  institution: UserRow | null | undefined,
  timeZone: string,
): void {
  const problem = missingRate(
    start,
    end,
    institution ? ratesOf(institution) : null,
    institution ? displayName(institution) : null,
    timeZone,
  );
  if (problem !== null) throw unprocessable(problem);
}

/**
 * The rates check of a mission about to be given or published, with its establishment read in
 * the transaction; returns the establishment (undefined when it has none) for what follows.
 */
export async function assertMissionRates(
  tx: Db,
  mission: MissionRow,
  timeZone: string,
): Promise<UserRow | undefined> {
  const institution =
    mission.institutionId === null ? undefined : await findUserById(tx, mission.institutionId);
  assertRates(mission.dateStart.getTime(), mission.dateEnd.getTime(), institution, timeZone);
  return institution;
}

/**
 * The same on an assigned mission handed over (an exchange): its pay comes from the tariffs
 * copied onto it at assignment, so those are the ones checked.
 */
export function assertCopiedRates(
  mission: MissionRow,
  institution: UserRow | null | undefined,
  timeZone: string,
): void {
  const problem = missingRate(
    mission.dateStart.getTime(),
    mission.dateEnd.getTime(),
    mission.institutionId === null ? null : ratesOf(mission),
    institution ? displayName(institution) : null,
    timeZone,
  );
  if (problem !== null) throw unprocessable(problem);
}

/** The mission as the eligibility rule reads it. */
export const staffedOf = (
  m: Pick<MissionRow, 'id' | 'name' | 'requiredRole' | 'dateStart' | 'dateEnd'> & {
    institutionId?: string | null;
  },
): StaffedMission => ({
  id: m.id,
  name: m.name,
  institutionId: m.institutionId ?? null,
  requiredRole: m.requiredRole,
  start: m.dateStart.getTime(),
  end: m.dateEnd.getTime(),
});

/** The held rows of one person as the eligibility rule reads them. */
export const heldOf = (rows: readonly HeldRow[]): HeldMission[] =>
  rows.map(({ id, name, start, end }) => ({ id, name, start, end }));

/** The admin's override: `force` with its reason (already checked by the contract). */
export interface Override {
  force?: boolean | undefined;
  override_reason?: string | undefined;
}

/** The person who takes the mission, and the reasons an override set aside (none: null). */
export interface Staffed {
  person: UserRow;
  /** The reason the administrator gave, when rules were set aside; else null. */
  overrideReason: string | null;
  /** The refusals the override set aside (empty without one). */
  overridden: string[];
}

/**
 * Locks the person's row, reads the missions she holds around `mission` and decides whether she
 * may take it. Someone who is not an approved professional is refused with `notProfessional`
 * (422) whatever the override; otherwise an ineligible person is refused (409, the first
 * reason) unless the administrator forces it. Run inside the transaction that then assigns.
 */
export async function checkEligibility(
  tx: Db,
  personId: string,
  mission: StaffedMission,
  timeZone: string,
  options: {
    notProfessional: string;
    override?: Override | undefined;
    /**
     * The refusal (409) when the mission's establishment has set her aside; no override sets
     * it aside. By default the candidates' reason, « Écartée par l'établissement. »; the paths
     * where someone else than the establishment reads it pass a neutral sentence.
     */
    setAside?: string;
  },
): Promise<Staffed> {
  const person = await lockPerson(tx, personId);
  if (
    !person ||
    person.status !== 'approved' ||
    person.deletedAt !== null ||
    (person.role !== 'nurse' && person.role !== 'caregiver')
  ) {
    throw unprocessable(options.notProfessional);
  }
  if (mission.institutionId && (await isBlocked(tx, mission.institutionId, person.id))) {
    throw conflict(options.setAside ?? domainFr.setAside);
  }
  const decision = await eligibilityOf(tx, person, mission, timeZone);
  if (decision.eligible) return { person, overrideReason: null, overridden: [] };
  const reason = options.override?.force === true ? options.override.override_reason : undefined;
  if (reason === undefined) throw conflict(decision.reasons[0] ?? fr.ineligible);
  return { person, overrideReason: reason, overridden: decision.reasons };
}

/** Her eligibility for `mission`, from the missions she holds around it (one query). */
export async function eligibilityOf(
  db: Db,
  person: UserRow,
  mission: StaffedMission,
  timeZone: string,
): Promise<Eligibility> {
  const held = await heldMissionsOf(
    db,
    [person.id],
    mission.start - HELD_MARGIN_MS,
    mission.end + HELD_MARGIN_MS,
  );
  const setAside =
    !!mission.institutionId && (await isBlocked(db, mission.institutionId, person.id));
  return eligibility(person, mission, heldOf(held), timeZone, setAside);
}

/** What the audit log keeps of an override. */
export const overrideDetails = (staffed: Staffed) =>
  staffed.overrideReason === null
    ? {}
    : { override: { reason: staffed.overrideReason, overridden: staffed.overridden } };
