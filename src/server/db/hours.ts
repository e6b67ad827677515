import { isNull, or, sql, type SQL } from 'drizzle-orm';
import { AUTO_VALIDATION_MS } from '../../domain/missions/hours.ts';
import { missions } from './schema.ts';

/**
 * The sign-off rules as SQL over `missions`, written once for every repository that selects
 * hours to show, pay or invoice (docs/product-rules.md, « Never lose, never overpay »). The same
 * rules as `effectiveValidation` in src/domain, where a row read into memory is decided.
 */

/** The instant before which hours still awaiting their sign-off count as validated by time. */
export function autoValidationCutoff(now: Date): Date {
  return new Date(now.getTime() - AUTO_VALIDATION_MS);
}

/**
 * Hours validated by the passing of time at `now`: awaiting, ended more than 72 h ago, and not
 * flagged. Asks the database function `hours_validated_by_time` (migration 0014), which the
 * mission's JSON uses too; the planner inlines it.
 */
export function validatedByTimeSql(now: Date): SQL {
  return sql`hours_validated_by_time(${missions.validation}, ${missions.endedAt}, ${missions.hoursFlag}, ${autoValidationCutoff(now).toISOString()}::timestamptz)`;
}

/**
 * Hours that count as validated at `now`: signed off, or validated by time. What pays a
 * professional and what an establishment is invoiced for.
 */
export function hoursValidatedSql(now: Date): SQL {
  return sql`(${missions.validation} = 'validated' or ${validatedByTimeSql(now)})`;
}

/**
 * No flag waits on the hours: a flagged late end is confirmed or corrected before anything
 * pays or invoices it (validating, contesting or correcting clears the flag).
 */
export const hoursNotFlagged: SQL = isNull(missions.hoursFlag);

/**
 * Awaiting hours that time can still turn validated, or that wait for the establishment
 * whatever the time: ended since `cutoff`, or flagged. « Heures à valider » lists them.
 */
export function stillAwaitingSql(cutoff: Date): SQL {
  return sql`(${missions.validation} = 'awaiting' and ${or(
    sql`${missions.endedAt} >= ${cutoff.toISOString()}::timestamptz`,
    sql`${missions.hoursFlag} is not null`,
  )})`;
}
