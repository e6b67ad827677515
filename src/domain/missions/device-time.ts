import { fr } from './fr.ts';

/** How far ahead of the server clock a device time may be: clocks drift a little. */
export const DEVICE_TIME_MAX_FUTURE_MS = 5 * 60 * 1000;

/**
 * How old a device time may be. A phone offline for a week (rural home,
 * basement) still gets its taps through; older ones are refused rather than
 * silently rewriting history.
 */
export const DEVICE_TIME_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Checks the time a nurse tapped accept/start/end on her device (`at`) against
 * the server clock (`serverNow`), both epoch ms. Returns null when acceptable,
 * else the French reason. Exactly 5 minutes ahead or exactly 7 days old is
 * still accepted.
 */
export function checkDeviceTime(at: number, serverNow: number): null | string {
  if (!Number.isFinite(at) || !Number.isFinite(serverNow)) return fr.invalid.badTime;
  if (at - serverNow > DEVICE_TIME_MAX_FUTURE_MS) return fr.deviceTime.future;
  if (serverNow - at > DEVICE_TIME_MAX_AGE_MS) return fr.deviceTime.tooOld;
  return null;
}
