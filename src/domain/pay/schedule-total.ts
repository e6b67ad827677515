import { roundHalfUp } from './round-half-up.ts';

const MINUTES_PER_DAY = 24 * 60;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/** A schedule slot's price inputs: `tarif_base` in cents per hour, travel cost in cents. */
export interface ScheduleTotalInput {
  readonly tarifBaseCents: number;
  /** `null` counts as 0 €, like a mission's travel fee. */
  readonly deplacementCostCents: number | null;
  /** `HH:MM` (a trailing `:00`, as Postgres prints a `time`, is accepted). */
  readonly timeStart: string;
  readonly timeEnd: string;
}

/** A schedule slot's price with its breakdown. */
export interface ScheduleTotal {
  /** Slot length in minutes. */
  readonly minutes: number;
  /** round-half-up(tarif_base × hours), in cents. */
  readonly baseCents: number;
  readonly deplacementCents: number;
  /** base + déplacement, in cents. */
  readonly totalCents: number;
}

/**
 * The price of a schedule slot: `tarif_base` × slot hours (rounded half up to
 * the cent) + `deplacement_cost`.
 *
 * A slot whose end is before its start crosses midnight (21:00 → 07:00 is
 * 10 h). A slot is wall-clock hours on no particular date, so DST does not
 * apply; it is estimated, the mission's pay is computed from real time. A slot
 * whose end equals its start lasts 0 minutes (not 24 h): the contract should
 * refuse it.
 *
 * Throws a RangeError for a malformed time or a negative or non-integer amount.
 */
export function scheduleTotal(input: ScheduleTotalInput): ScheduleTotal {
  const start = minutesOfDay(input.timeStart);
  const end = minutesOfDay(input.timeEnd);
  const minutes = end >= start ? end - start : end + MINUTES_PER_DAY - start;
  assertCents(input.tarifBaseCents, 'tarifBaseCents');
  const deplacementCents = input.deplacementCostCents ?? 0;
  assertCents(deplacementCents, 'deplacementCostCents');
  const baseCents = roundHalfUp(input.tarifBaseCents * minutes, 60);
  return { minutes, baseCents, deplacementCents, totalCents: baseCents + deplacementCents };
}

function minutesOfDay(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (match === null) throw new RangeError(`scheduleTotal: not a HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `scheduleTotal: ${name} must be a non-negative integer of cents: ${value}`,
    );
  }
}
