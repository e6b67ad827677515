import { ContestBody } from '../../../contract/missions.ts';
import { localInputToInstant } from '../../../domain/time/local-input-to-instant.ts';
import { fr } from './fr.ts';

/** The « Contester » form as typed: two local date-times and a reason. */
export interface ContestFields {
  /** `<input type="datetime-local">` values, on the business time zone's wall clock. */
  start: string;
  end: string;
  reason: string;
}

export type ContestField = keyof ContestFields;
export type ContestErrors = Partial<Record<ContestField, string>>;

export type ContestCheck = { ok: true; body: ContestBody } | { ok: false; errors: ContestErrors };

/** Where each body field of the contract is typed in the form. */
const FIELD_OF: Record<string, ContestField> = {
  started_at: 'start',
  ended_at: 'end',
  reason: 'reason',
};

/**
 * The form before any call: the wall-clock times read in `timeZone` (whatever the device's
 * own zone), then the contract's own `ContestBody` schema, the one the server applies, so that
 * the browser refuses exactly what the server would and says it under the field concerned.
 */
export function checkContestForm(fields: ContestFields, timeZone: string): ContestCheck {
  const errors: ContestErrors = {};
  const startedAt = localInputToInstant(fields.start, timeZone);
  const endedAt = localInputToInstant(fields.end, timeZone);
  if (startedAt === null) errors.start = fr.startRequired;
  if (endedAt === null) errors.end = fr.endRequired;
  const parsed = ContestBody.safeParse({
    started_at: startedAt ?? '',
    ended_at: endedAt ?? '',
    reason: fields.reason,
  });
  if (parsed.success && startedAt !== null && endedAt !== null) {
    return { ok: true, body: parsed.data };
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])];
      // The first word on a field is kept: « Indiquez le début proposé » over the ISO wording.
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}

/**
 * The server's 422 issues (`{loc: ['body', 'reason'], msg}`) under the fields they are about;
 * null when none is about a field of the form (the message is then shown as a whole).
 */
export function serverFieldErrors(detail: unknown): ContestErrors | null {
  if (!Array.isArray(detail)) return null;
  const errors: ContestErrors = {};
  for (const issue of detail as unknown[]) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { loc, msg } = issue as { loc?: unknown; msg?: unknown };
    if (!Array.isArray(loc) || typeof msg !== 'string') continue;
    const field = FIELD_OF[String(loc.at(-1))];
    if (field !== undefined && errors[field] === undefined) errors[field] = msg;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
