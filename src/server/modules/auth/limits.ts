/**
 * The abuse limits of docs/product-rules.md « Sign-in limits, uploads and abuse »: named
 * defaults, each with an environment override read in src/server/config.ts (an operator, or a
 * load test, may tune them) and handed to buildApp().
 */
export interface AbuseLimits {
  /** Failed sign-ins of one account from one address, per 15 minutes (then 429 for the pair). */
  loginFailuresPerAccountAddress: number;
  /** Failed sign-ins of one account from every address, per 15 minutes. */
  loginFailuresPerAccount: number;
  /** Failed sign-ins from one address on every account, per 15 minutes. */
  loginFailuresPerAddress: number;
  /** Password-reset e-mails sent to one e-mail address per hour. */
  resetMailsPerHour: number;
  /** Registrations from one client address per hour. */
  registrationsPerAddressHour: number;
}

export const DEFAULT_LIMITS: AbuseLimits = {
  loginFailuresPerAccountAddress: 5,
  loginFailuresPerAccount: 20,
  loginFailuresPerAddress: 50,
  resetMailsPerHour: 3,
  registrationsPerAddressHour: 10,
};

/** The window of the sign-in counters. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** The window of the reset e-mail and registration counters. */
export const HOUR_MS = 3600_000;
/** A device token not used for this long is no longer valid (each sign-in with it renews it). */
export const DEVICE_TOKEN_DAYS = 180;
/** The browser keeps the device token in this cookie (HttpOnly, SameSite=Strict). */
export const DEVICE_COOKIE = 'releve_device';
