/**
 * Divides two integers and rounds the exact quotient half up, i.e. to the
 * nearest integer with exact halves going towards +∞ (2.5 → 3, −2.5 → −2).
 * Money is never negative here, where this is the usual "half away from zero".
 *
 * Working on the numerator and denominator, never on a float quotient, is the
 * point: 8 641.5 as a double is exact, but 86.415 is not, and rounding it would
 * give 86.41.
 */
export function roundHalfUpBig(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('roundHalfUp: denominator is zero');
  // floor((2n + d) / 2d), with the signs normalised so that the divisor is positive.
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return floorDiv(2n * n + d, 2n * d);
}

/**
 * `roundHalfUpBig` for safe integers: `round-half-up(numerator / denominator)`.
 * Throws a RangeError if an argument or the result is not a safe integer.
 */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundHalfUp: ${numerator} / ${denominator} are not safe integers`);
  }
  const result = Number(roundHalfUpBig(BigInt(numerator), BigInt(denominator)));
  if (!Number.isSafeInteger(result)) throw new RangeError('roundHalfUp: result out of range');
  return result;
}

/** Floor division for a positive divisor (BigInt `/` truncates towards zero). */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d < 0n ? q - 1n : q;
}
