import { roundHalfUp } from './round-half-up.ts';

/** The platform's commission on a payslip's gross amount, in percent. */
export const COMMISSION_RATE_PERCENT = 7;

const MS_PER_HOUR = 3_600_000;

/** The totals of a payslip. */
export interface PayslipTotals {
  /** Σ real elapsed milliseconds of the missions. */
  readonly totalMs: number;
  /** `totalMs` in hours, unrounded: round only for display. */
  readonly totalHours: number;
  /** Σ mission amounts (travel fees included), in cents. */
  readonly grossCents: number;
  /** round-half-up(7 % × gross), in cents. */
  readonly commissionCents: number;
  /** gross − commission, in cents. */
  readonly netCents: number;
}

/**
 * Totals a payslip from its missions' amounts (`payForMission`'s
 * `amountCents`) and real durations (`totalMs`), given in the same order.
 * The commission is rounded half up once, on the gross; the net is what is
 * left, so net + commission = gross exactly.
 *
 * Throws a RangeError if the lists differ in length or hold a non-integer.
 */
export function payslipTotals(
  missionAmountsCents: readonly number[],
  missionMs: readonly number[],
): PayslipTotals {
  if (missionAmountsCents.length !== missionMs.length) {
    throw new RangeError('payslipTotals: one amount and one duration per mission');
  }
  const grossCents = sumIntegers(missionAmountsCents, 'missionAmountsCents');
  const totalMs = sumIntegers(missionMs, 'missionMs');
  const commissionCents = roundHalfUp(grossCents * COMMISSION_RATE_PERCENT, 100);
  return {
    totalMs,
    totalHours: totalMs / MS_PER_HOUR,
    grossCents,
    commissionCents,
    netCents: grossCents - commissionCents,
  };
}

function sumIntegers(values: readonly number[], name: string): number {
  let sum = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) {
      throw new RangeError(`payslipTotals: ${name} holds a non-integer: ${value}`);
    }
    sum += value;
  }
  if (!Number.isSafeInteger(sum)) throw new RangeError(`payslipTotals: ${name} overflows`);
  return sum;
}
