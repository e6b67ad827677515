import type { Prestation } from '../../../contract/missions.ts';
import {
  autoValidationAt,
  effectiveValidation,
  isAutoValidated,
} from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { displayName } from '../users/present.ts';
import type { MissionView } from './repo.ts';

type Person = {
  role: 'admin' | 'nurse' | 'caregiver' | 'institution' | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
} | null;

/** How a person joined to a mission (left join: all null when none) is named, or null. */
export function nameOf(person: Person): string | null {
  if (!person?.role) return null;
  return displayName({
    role: person.role,
    name: person.name,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
  });
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * A mission row with its joined names, in the field names of docs/product-rules.md §8, as it
 * stands at `now` (the app's clock): an `awaiting` sign-off whose end is more than 72 h old is
 * served `validated`, at end + 72 h, by nobody, unless its hours are flagged (`hours_flag`). Nothing is written when that happens, so every
 * reader decides it from the clock, the same way.
 */
export function presentMission(
  { mission: m, assignee, institution }: Pick<MissionView, 'mission' | 'assignee' | 'institution'>,
  now: Date,
): Prestation {
  const etablissementName = m.institutionId === null ? null : nameOf(institution);
  const endedAt = m.endedAt?.getTime() ?? null;
  const nowMs = now.getTime();
  const automatic = endedAt !== null && isAutoValidated(m.validation, endedAt, nowMs, m.hoursFlag);
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    dateStart: m.dateStart.toISOString(),
    dateEnd: m.dateEnd.toISOString(),
    dureeMinutes: m.dureeMinutes,
    assigned_to: m.assignedTo,
    assigned_name: m.assignedTo === null ? null : nameOf(assignee),
    etablissement_id: m.institutionId,
    etablissement:
      etablissementName === null
        ? null
        : {
            name: etablissementName,
            address: institution?.address ?? '',
            phone: institution?.phone ?? '',
          },
    etablissement_name: etablissementName,
    status: m.status,
    required_role: m.requiredRole,
    override_reason: m.overrideReason,
    started_at: iso(m.startedAt),
    ended_at: iso(m.endedAt),
    actual_duration: m.actualDuration,
    paid: m.paid,
    start_distance_m: m.startDistanceM,
    end_distance_m: m.endDistanceM,
    validation: effectiveValidation(m.validation, endedAt, nowMs, m.hoursFlag),
    validated_at: automatic
      ? new Date(autoValidationAt(endedAt)).toISOString()
      : iso(m.validatedAt),
    validated_by: automatic ? null : m.validatedBy,
    contest_reason: m.contestReason,
    proposed_started_at: iso(m.proposedStartedAt),
    proposed_ended_at: iso(m.proposedEndedAt),
    hours_flag: m.hoursFlag,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    cancelled_at: iso(m.cancelledAt),
    compensation: m.compensationCents === null ? null : centsToEuros(m.compensationCents),
    // The open mission carries its favourites window (the database's mission JSON, which
    // serves assigned missions only, has no such field).
    ...(m.status === 'open' ? { favorites_until: iso(m.favoritesUntil) } : {}),
  };
}

/**
 * The first instant at which some mission of `list` would be served differently only because
 * time passed (an `awaiting` sign-off turning `validated` 72 h after the end), or null. A kept
 * copy of the list must not be served from then on.
 */
export function servedUntil(list: readonly Prestation[]): number | null {
  let earliest: number | null = null;
  for (const p of list) {
    // Flagged hours wait for the establishment: time passing never changes them.
    if (p.validation !== 'awaiting' || p.ended_at === null || p.hours_flag !== null) continue;
    // Served `awaiting` up to end + 72 h included, `validated` from the next millisecond.
    const turns = autoValidationAt(Date.parse(p.ended_at)) + 1;
    if (earliest === null || turns < earliest) earliest = turns;
  }
  return earliest;
}

/** {@link servedUntil} from the earliest end among the missions served `awaiting` (epoch ms). */
export function servedUntilEnd(earliestAwaitingEnd: number | null): number | null {
  return earliestAwaitingEnd === null ? null : autoValidationAt(earliestAwaitingEnd) + 1;
}
