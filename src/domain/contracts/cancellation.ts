import { payForMission, type MissionTariffs } from '../pay/mission-pay.ts';
import { roundHalfUp } from '../pay/round-half-up.ts';

const HOUR_MS = 3_600_000;

/** A cancellation less than this before the planned start owes half the planned pay. */
export const HALF_COMPENSATION_BEFORE_MS = 48 * HOUR_MS;
/** A cancellation less than this before the planned start owes the whole planned pay. */
export const FULL_COMPENSATION_BEFORE_MS = 24 * HOUR_MS;
/** The share of the planned pay owed under 48 h, in percent. */
export const HALF_COMPENSATION_PERCENT = 50;
/** The share of the planned pay owed under 24 h, in percent. */
export const FULL_COMPENSATION_PERCENT = 100;

/** The mission's states whose cancellation owes the professional something: she had it. */
export const COMPENSATED_STATUSES = ['assigned', 'accepted'] as const;

export interface CancelledMission {
  readonly status: string;
  /** Planned start and end, UTC epoch milliseconds. */
  readonly dateStart: number;
  readonly dateEnd: number;
  /** The rates copied onto the mission when it was assigned. */
  readonly tariffs: MissionTariffs;
}

/** The share of the planned pay a cancellation at `atMs` owes, in percent (0, 50 or 100). */
export function compensationPercent(dateStart: number, atMs: number): number {
  const before = dateStart - atMs;
  if (before < FULL_COMPENSATION_BEFORE_MS) return FULL_COMPENSATION_PERCENT;
  if (before < HALF_COMPENSATION_BEFORE_MS) return HALF_COMPENSATION_PERCENT;
  return 0;
}

/**
 * The pay planned for the mission: its planned times priced at its own rates, without the
 * travel fee (nobody travelled). A band whose rate is not defined counts 0 € (an assigned
 * mission has had its rates checked).
 */
export function plannedPayCents(mission: CancelledMission, timeZone: string): number {
  const t = mission.tariffs;
  const result = payForMission(
    {
      startedAt: mission.dateStart,
      endedAt: mission.dateEnd,
      tariffs: {
        weekdayRateCents: t.weekdayRateCents ?? 0,
        weekendRateCents: t.weekendRateCents ?? 0,
        nightWeekRateCents: t.nightWeekRateCents ?? 0,
        nightWeekendRateCents: t.nightWeekendRateCents ?? 0,
        travelFeeCents: null,
      },
      establishmentName: '',
    },
    timeZone,
  );
  return result.ok ? result.amountCents : 0;
}

/**
 * The compensation owed for a planned pay of `plannedPayCents` (travel fee excluded) when a
 * mission starting at `dateStart` is cancelled at `atMs`: its share (0, 50 or 100 %), rounded
 * half up to the cent. The cancel dialog computes its amount with it from the contract's
 * planned pay.
 */
export function compensationOfPlannedPay(
  plannedPayCents: number,
  dateStart: number,
  atMs: number,
): number {
  const percent = compensationPercent(dateStart, atMs);
  return percent === 0 ? 0 : roundHalfUp(plannedPayCents * percent, 100);
}

/**
 * What cancelling `mission` at `atMs` (by its establishment or the administrator) owes the
 * professional, in cents: nothing unless the mission was `assigned` or `accepted`; then 50 %
 * of the planned pay less than 48 h before the planned start, 100 % less than 24 h before
 * (rounded half up to the cent). The same function tells the cancel dialog the amount.
 */
export function cancellationCompensationCents(
  mission: CancelledMission,
  atMs: number,
  timeZone: string,
): number {
  if (!(COMPENSATED_STATUSES as readonly string[]).includes(mission.status)) return 0;
  if (compensationPercent(mission.dateStart, atMs) === 0) return 0;
  return compensationOfPlannedPay(plannedPayCents(mission, timeZone), mission.dateStart, atMs);
}
