/** Euros as typed or served (at most two decimals) to integer cents. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Integer cents to a euro number with two decimals, as the API serves amounts. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}
