import { localDateTime } from '../pay/local-time.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The value of an `<input type="datetime-local">` showing the instant `epochMs` on the wall
 * clock of `timeZone`, to the minute (`2025-03-10T08:00`): the inverse of
 * `localInputToEpochMs`, used to pre-fill a form with a stored time.
 */
export function instantToLocalInput(epochMs: number, timeZone: string): string {
  const local = localDateTime(epochMs, timeZone);
  return `${local.date}T${pad(local.hour)}:${pad(local.minute)}`;
}
