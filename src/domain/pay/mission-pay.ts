import { INVALID_INTERVAL_MESSAGE, missingRateMessage } from './fr.ts';
import { roundHalfUpBig } from './round-half-up.ts';
import { PAY_BANDS, splitIntoBands } from './split-into-bands.ts';
import type { PayBand } from './split-into-bands.ts';

const MS_PER_HOUR = 3_600_000;

/**
 * The establishment's tariffs as copied onto the mission when it was assigned:
 * hourly rates in cents per hour, travel fee in cents per mission. `null`
 * means "not defined".
 */
export interface MissionTariffs {
  readonly weekdayRateCents: number | null;
  readonly weekendRateCents: number | null;
  readonly nightWeekRateCents: number | null;
  readonly nightWeekendRateCents: number | null;
  readonly travelFeeCents: number | null;
}

/** A completed mission to price. */
export interface MissionPayInput {
  /** UTC epoch milliseconds, inclusive. */
  readonly startedAt: number;
  /** UTC epoch milliseconds, exclusive. */
  readonly endedAt: number;
  readonly tariffs: MissionTariffs;
  /** Named in the error when a needed rate is missing. */
  readonly establishmentName: string;
}

/** One band of a priced mission. */
export interface BandPay {
  readonly band: PayBand;
  /** Real elapsed milliseconds in the band. */
  readonly ms: number;
  readonly rateCents: number;
  /**
   * The band's share of the rounded work amount, in whole cents. Within one
   * cent of `rateCents × ms / 3 600 000`, and the bands' amounts add up to
   * `amountCents − travelFeeCents` exactly (largest remainder), so a payslip's
   * lines always add up to its total.
   */
  readonly amountCents: number;
}

export type MissionPayError =
  | { readonly code: 'missing_rate'; readonly band: PayBand; readonly message: string }
  | { readonly code: 'invalid_interval'; readonly message: string };

export type MissionPayResult =
  | {
      readonly ok: true;
      /** Work (rounded once) plus the travel fee, in cents. */
      readonly amountCents: number;
      readonly travelFeeCents: number;
      /** Bands with time in them, in `PAY_BANDS` order. */
      readonly bands: readonly BandPay[];
      /** `endedAt − startedAt`. */
      readonly totalMs: number;
    }
  | { readonly ok: false; readonly error: MissionPayError };

/** The hourly rate of `band` in `tariffs`, `null` if the establishment has not defined it. */
export function rateForBand(tariffs: MissionTariffs, band: PayBand): number | null {
  switch (band) {
    case 'weekday_day':
      return tariffs.weekdayRateCents;
    case 'weekday_night':
      return tariffs.nightWeekRateCents;
    case 'weekend_day':
      return tariffs.weekendRateCents;
    case 'weekend_night':
      return tariffs.nightWeekendRateCents;
    default: {
      const unreachable: never = band;
      throw new Error(`Unknown band: ${String(unreachable)}`);
    }
  }
}

/**
 * Prices a completed mission over `[startedAt, endedAt)`, each instant
 * classified in `timeZone` (the app's `APP_TIMEZONE`, `Europe/Paris`).
 *
 * amount = round-half-up to the cent of Σ(rate × real elapsed hours in band),
 * computed exactly and rounded once, plus the travel fee.
 *
 * - A band with time in it whose rate is `null` fails with `missing_rate`,
 *   naming the establishment and the band (the first such band in
 *   `PAY_BANDS` order). A band with no time does not need its rate.
 * - A `null` travel fee counts as 0 €: the fee is an optional extra, whereas
 *   an hourly rate cannot be guessed.
 * - `endedAt < startedAt` fails with `invalid_interval`.
 *
 * Throws a RangeError if a rate or the travel fee is not a non-negative safe
 * integer, or an instant is not a safe integer: the contract rules those out.
 */
export function payForMission(input: MissionPayInput, timeZone: string): MissionPayResult {
  const { startedAt, endedAt, tariffs, establishmentName } = input;
  if (!Number.isSafeInteger(startedAt) || !Number.isSafeInteger(endedAt)) {
    throw new RangeError(`payForMission: instants must be epoch milliseconds`);
  }
  if (endedAt < startedAt) {
    return { ok: false, error: { code: 'invalid_interval', message: INVALID_INTERVAL_MESSAGE } };
  }
  const travelFeeCents = tariffs.travelFeeCents ?? 0;
  assertCents(travelFeeCents, 'travelFeeCents');

  const durations = splitIntoBands(startedAt, endedAt, timeZone);
  const priced: { band: PayBand; ms: number; rateCents: number; numerator: bigint }[] = [];
  for (const band of PAY_BANDS) {
    const ms = durations[band];
    if (ms === 0) continue;
    const rateCents = rateForBand(tariffs, band);
    if (rateCents === null) {
      return {
        ok: false,
        error: { code: 'missing_rate', band, message: missingRateMessage(establishmentName, band) },
      };
    }
    assertCents(rateCents, band);
    // The band's exact amount in cents is numerator / MS_PER_HOUR.
    priced.push({ band, ms, rateCents, numerator: BigInt(rateCents) * BigInt(ms) });
  }

  const denominator = BigInt(MS_PER_HOUR);
  const exactTotal = priced.reduce((sum, p) => sum + p.numerator, 0n);
  const workCents = roundHalfUpBig(exactTotal, denominator);
  const bandCents = apportion(
    priced.map((p) => p.numerator),
    denominator,
    workCents,
  );

  const bands = priced.map((p, i): BandPay => ({
    band: p.band,
    ms: p.ms,
    rateCents: p.rateCents,
    amountCents: Number(bandCents[i] ?? 0n),
  }));
  return {
    ok: true,
    amountCents: Number(workCents) + travelFeeCents,
    travelFeeCents,
    bands,
    totalMs: endedAt - startedAt,
  };
}

/**
 * Splits `total` whole cents between parts whose exact values are
 * `numerators[i] / denominator` (non-negative): each part gets its floor, and
 * the cents left over go to the largest remainders, ties to the earlier part.
 * Requires Σfloor ≤ total ≤ Σfloor + (parts with a remainder), which holds
 * when `total` is the rounded sum.
 */
function apportion(numerators: readonly bigint[], denominator: bigint, total: bigint): bigint[] {
  const shares = numerators.map((n) => n / denominator);
  let left = total - shares.reduce((sum, s) => sum + s, 0n);
  const byRemainder = numerators
    .map((n, index) => ({ index, remainder: n % denominator }))
    .filter((r) => r.remainder > 0n)
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `payForMission: ${name} must be a non-negative integer of cents: ${value}`,
    );
  }
}
