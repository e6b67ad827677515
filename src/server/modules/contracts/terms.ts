/**
 * What a contract says, as a plain value stored with it (`contracts.terms`): the PDF is
 * rendered from it alone, so that rendering it again, on any instance, gives the same bytes.
 */
import { COMMISSION_RATE_PERCENT } from '../../../domain/pay/payslip-totals.ts';
import { payForMission } from '../../../domain/pay/mission-pay.ts';
import { roundHalfUp } from '../../../domain/pay/round-half-up.ts';
import type { PayBand } from '../../../domain/pay/split-into-bands.ts';
import {
  FULL_COMPENSATION_PERCENT,
  HALF_COMPENSATION_PERCENT,
  plannedPayCents,
} from '../../../domain/contracts/cancellation.ts';
import type { MissionRow } from '../missions/repo.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';

export interface ContractTerms {
  /** Assignee, planned times and rates: a change of any of them draws a new version. */
  key: string;
  version: number;
  drawnAt: string;
  timeZone: string;
  institution: { id: string; name: string; address: string; siret: string | null };
  professional: {
    id: string;
    name: string;
    role: string;
    rpps: string | null;
  };
  mission: {
    id: string;
    name: string;
    description: string;
    place: string;
    start: string;
    end: string;
    minutes: number;
    requiredRole: string;
  };
  rates: {
    weekdayRateCents: number | null;
    weekendRateCents: number | null;
    nightWeekRateCents: number | null;
    nightWeekendRateCents: number | null;
    travelFeeCents: number | null;
  };
  bands: { band: PayBand; ms: number; rateCents: number; amountCents: number }[];
  estimatedPayCents: number;
  commissionPercent: number;
  commissionCents: number;
  /** The planned pay without the travel fee, and what a late cancellation would owe. */
  plannedPayCents: number;
  halfCompensationCents: number;
  fullCompensationCents: number;
}

/** What the terms name of a party: her name, role, address and registration numbers. */
export type Party = Pick<
  UserRow,
  'id' | 'role' | 'name' | 'firstName' | 'lastName' | 'address' | 'siret' | 'rpps'
>;

/** The mission's part of the terms that, when it changes, voids the contract. */
export function termsKey(m: MissionRow): string {
  return [
    m.assignedTo,
    m.dateStart.toISOString(),
    m.dateEnd.toISOString(),
    m.weekdayRateCents,
    m.weekendRateCents,
    m.nightWeekRateCents,
    m.nightWeekendRateCents,
    m.travelFeeCents,
  ].join('|');
}

/** The terms of the mission's contract drawn up at `now` (its version is numbered on insert). */
export function draftTerms(
  m: MissionRow,
  professional: Party,
  institution: Party,
  now: Date,
  timeZone: string,
): Omit<ContractTerms, 'version'> {
  const rates = {
    weekdayRateCents: m.weekdayRateCents,
    weekendRateCents: m.weekendRateCents,
    nightWeekRateCents: m.nightWeekRateCents,
    nightWeekendRateCents: m.nightWeekendRateCents,
    travelFeeCents: m.travelFeeCents,
  };
  const start = m.dateStart.getTime();
  const end = m.dateEnd.getTime();
  const priced = payForMission(
    {
      startedAt: start,
      endedAt: end,
      tariffs: {
        weekdayRateCents: rates.weekdayRateCents ?? 0,
        weekendRateCents: rates.weekendRateCents ?? 0,
        nightWeekRateCents: rates.nightWeekRateCents ?? 0,
        nightWeekendRateCents: rates.nightWeekendRateCents ?? 0,
        travelFeeCents: rates.travelFeeCents,
      },
      establishmentName: '',
    },
    timeZone,
  );
  const estimated = priced.ok ? priced.amountCents : 0;
  const planned = plannedPayCents(
    { status: m.status, dateStart: start, dateEnd: end, tariffs: rates },
    timeZone,
  );
  return {
    key: termsKey(m),
    drawnAt: now.toISOString(),
    timeZone,
    institution: {
      id: institution.id,
      name: displayName(institution),
      address: institution.address,
      // « non communiqué » on the contract until the establishment gives it in its profile.
      siret: institution.siret,
    },
    professional: {
      id: professional.id,
      name: displayName(professional),
      role: professional.role,
      rpps: professional.rpps,
    },
    mission: {
      id: m.id,
      name: m.name,
      description: m.description,
      place: institution.address,
      start: m.dateStart.toISOString(),
      end: m.dateEnd.toISOString(),
      minutes: m.dureeMinutes,
      requiredRole: m.requiredRole,
    },
    rates,
    bands: priced.ok ? priced.bands.map((b) => ({ ...b })) : [],
    estimatedPayCents: estimated,
    commissionPercent: COMMISSION_RATE_PERCENT,
    commissionCents: roundHalfUp(estimated * COMMISSION_RATE_PERCENT, 100),
    plannedPayCents: planned,
    halfCompensationCents: roundHalfUp(planned * HALF_COMPENSATION_PERCENT, 100),
    fullCompensationCents: roundHalfUp(planned * FULL_COMPENSATION_PERCENT, 100),
  };
}
