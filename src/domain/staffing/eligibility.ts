import { localDateTime } from '../pay/local-time.ts';
import { fr } from './fr.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * French working-time limits a professional's missions must respect (docs/product-rules.md §9).
 * Durations are real elapsed time: a night across a clock change counts 7 h or 9 h, not the
 * wall clock's 8 h.
 */
export const STAFFING_LIMITS = {
  minDailyRestMs: 11 * HOUR, // missions less than 11 h apart form one working day
  maxDaySpanMs: 13 * HOUR, // a working day spans at most 13 h, first start to last end
  maxDayWorkMs: 12 * HOUR, // ...and totals at most 12 h of work
  maxWeekWorkMs: 48 * HOUR, // at most 48 h of work in any 7 consecutive days
  weekMs: 7 * 24 * HOUR,
  maxMissionMs: 12 * HOUR, // a single mission lasts at most 12 h
} as const;

/** Who a mission is for (« Profil recherché »). */
export type RequiredRole = 'nurse' | 'caregiver' | 'any';

/** The person who would take the mission. */
export interface StaffingPerson {
  id: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'nurse' | 'caregiver' | 'institution';
  status: 'pending' | 'approved' | 'rejected';
}

/** One of her missions that counts: assigned/accepted/in_progress with planned times, completed with actual times. */
export interface HeldMission {
  id: string;
  name: string;
  /** Epoch ms, included. */
  start: number;
  /** Epoch ms, excluded. */
  end: number;
}

/** The mission she would take, with its planned times (epoch ms, `[start, end)`). */
export interface StaffedMission {
  id: string;
  name: string;
  /** Its establishment, when it has one (whose set-aside professionals may not take it). */
  institutionId?: string | null;
  requiredRole: RequiredRole;
  start: number;
  end: number;
}

/** Whether she may take the mission; `reasons`, French sentences, are empty when eligible. */
export interface Eligibility {
  eligible: boolean;
  reasons: string[];
}

/**
 * Whether `person` may take `mission` given the missions she already holds, `held`: the one
 * rule behind every way of giving a mission to someone (assignment, approval, claim, exchange).
 * Every rule is checked and every reason collected, in this order:
 *
 * 0. the mission's establishment has not set her aside (`setAside`);
 * 1. her account is approved;
 * 2. she is a professional of the role the mission asks for;
 * 3. the mission lasts at most `maxMissionMs`;
 * 4. it overlaps none of her missions (one sentence per overlapped mission);
 * 5. her working day with it — the missions chained by gaps shorter than `minDailyRestMs`,
 *    so a short rest merges two days rather than refusing by itself — holds at most
 *    `maxDayWorkMs` of work and spans at most `maxDaySpanMs`;
 * 6. no `weekMs` window holding some of the mission holds more than `maxWeekWorkMs` of work.
 *
 * Work is real elapsed time, counted once where missions overlap (the overlap is refused by
 * rule 4).
 *
 * A held mission with the same id as `mission` is ignored (she is being re-checked for a
 * mission she has). Intervals are half-open, `[start, end)`: a mission may start at the very
 * instant another ends. Dates and times in the sentences are read in `timeZone`.
 */
export function eligibility(
  person: StaffingPerson,
  mission: StaffedMission,
  held: readonly HeldMission[],
  timeZone: string,
  setAside = false,
): Eligibility {
  const reasons: string[] = [];
  const name = fullName(person);

  if (setAside) reasons.push(fr.setAside);

  if (person.status !== 'approved') reasons.push(fr.notApproved(name));
  const roleProblem = roleReason(person.role, mission.requiredRole);
  if (roleProblem !== null) reasons.push(roleProblem);
  const lengthProblem = missionLengthProblem(mission.start, mission.end);
  if (lengthProblem !== null) reasons.push(lengthProblem);

  const others = held
    .filter((h) => h.id !== mission.id && h.end > h.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (mission.end > mission.start) {
    for (const h of others) {
      if (h.start < mission.end && mission.start < h.end) {
        reasons.push(
          fr.overlap(
            name,
            h.name,
            dayMonth(h.start, timeZone),
            hourMinute(h.start, timeZone),
            hourMinute(h.end, timeZone),
          ),
        );
      }
    }
    reasons.push(...dayReasons(name, mission, others, timeZone));
    const week = weekReason(name, mission, others, timeZone);
    if (week !== null) reasons.push(week);
  }

  return { eligible: reasons.length === 0, reasons };
}

/** 422 sentence when a single mission is longer than maxMissionMs, else null. */
export function missionLengthProblem(start: number, end: number): string | null {
  const length = end - start;
  if (!(length > STAFFING_LIMITS.maxMissionMs)) return null;
  return fr.missionTooLong(hours(STAFFING_LIMITS.maxMissionMs), hours(length));
}

function roleReason(role: StaffingPerson['role'], required: RequiredRole): string | null {
  if (role !== 'nurse' && role !== 'caregiver') return fr.professionalsOnly;
  if (required === 'nurse' && role !== 'nurse') return fr.reservedToNurses;
  if (required === 'caregiver' && role !== 'caregiver') return fr.reservedToCaregivers;
  return null;
}

interface Span {
  start: number;
  end: number;
}

/**
 * The daily rule on the working day the mission falls in. Only that day can change by adding
 * the mission; a day of the mission alone is the length rule's business (a mission of at most
 * 12 h never breaks the daily limits by itself).
 */
function dayReasons(
  name: string,
  mission: StaffedMission,
  others: readonly HeldMission[],
  timeZone: string,
): string[] {
  // `others` is sorted by start: walk it, chaining what starts less than 11 h after the
  // latest end so far, and keep the chain the mission belongs to.
  const all: (Span & { candidate: boolean })[] = [
    ...others.map((h) => ({ start: h.start, end: h.end, candidate: false })),
    { start: mission.start, end: mission.end, candidate: true },
  ].sort((a, b) => a.start - b.start || a.end - b.end);

  let day: (Span & { candidate: boolean })[] = [];
  let dayEnd = Number.NEGATIVE_INFINITY;
  let found: (Span & { candidate: boolean })[] | null = null;
  for (const span of all) {
    if (span.start - dayEnd >= STAFFING_LIMITS.minDailyRestMs) {
      if (day.some((s) => s.candidate)) found = day;
      day = [];
    }
    day.push(span);
    dayEnd = Math.max(dayEnd, span.end);
  }
  if (found === null) found = day;
  if (found.length < 2) return [];

  const first = Math.min(...found.map((s) => s.start));
  const last = Math.max(...found.map((s) => s.end));
  const work = merged(found).reduce((sum, s) => sum + (s.end - s.start), 0);
  const date = dayMonth(first, timeZone);
  const reasons: string[] = [];
  if (work > STAFFING_LIMITS.maxDayWorkMs) {
    reasons.push(fr.dayWork(date, name, hours(STAFFING_LIMITS.maxDayWorkMs), hours(work)));
  }
  if (last - first > STAFFING_LIMITS.maxDaySpanMs) {
    reasons.push(
      fr.daySpan(date, name, hours(STAFFING_LIMITS.maxDaySpanMs), range(first, last, timeZone)),
    );
  }
  return reasons;
}

/**
 * The weekly rule: the work in a sliding window of `weekMs` is piecewise linear in the
 * window's position and peaks where the window starts at a mission's start or ends at a
 * mission's end, so those windows are the only ones to weigh. Only windows holding some of
 * the mission can change by adding it. The heaviest one is reported, dated from its first to
 * its last worked instant.
 */
function weekReason(
  name: string,
  mission: StaffedMission,
  others: readonly HeldMission[],
  timeZone: string,
): string | null {
  const { weekMs, maxWeekWorkMs } = STAFFING_LIMITS;
  const near = merged([
    { start: mission.start, end: mission.end },
    ...others.filter((h) => h.end > mission.start - weekMs && h.start < mission.end + weekMs),
  ]);
  let worst: { work: number; from: number; to: number } | null = null;
  for (const s of near) {
    for (const windowStart of [s.start, s.end - weekMs]) {
      const windowEnd = windowStart + weekMs;
      if (!(windowStart < mission.end && windowEnd > mission.start)) continue;
      let work = 0;
      let from = Number.POSITIVE_INFINITY;
      let to = Number.NEGATIVE_INFINITY;
      for (const n of near) {
        const a = Math.max(n.start, windowStart);
        const b = Math.min(n.end, windowEnd);
        if (b <= a) continue;
        work += b - a;
        from = Math.min(from, a);
        to = Math.max(to, b);
      }
      if (worst === null || work > worst.work) worst = { work, from, to };
    }
  }
  if (worst === null || worst.work <= maxWeekWorkMs) return null;
  return fr.week(
    name,
    hours(maxWeekWorkMs),
    hours(worst.work),
    dayMonth(worst.from, timeZone),
    // The last worked instant is the one before the (excluded) end.
    dayMonth(worst.to - 1, timeZone),
  );
}

/**
 * The union of `spans` as disjoint spans sorted by start: time worked is counted once even
 * where missions overlap (the overlap is refused on its own).
 */
function merged(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const union: Span[] = [];
  for (const { start, end } of sorted) {
    const last = union[union.length - 1];
    if (last !== undefined && start <= last.end) last.end = Math.max(last.end, end);
    else union.push({ start, end });
  }
  return union;
}

function fullName(person: StaffingPerson): string {
  return `${person.firstName} ${person.lastName}`.replace(/\s+/g, ' ').trim();
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** `10/12`: the local date of an instant in `timeZone`. */
function dayMonth(epochMs: number, timeZone: string): string {
  const local = localDateTime(epochMs, timeZone);
  return `${pad(local.day)}/${pad(local.month)}`;
}

/** `07:00`: the local wall time of an instant in `timeZone`. */
function hourMinute(epochMs: number, timeZone: string): string {
  const local = localDateTime(epochMs, timeZone);
  return `${pad(local.hour)}:${pad(local.minute)}`;
}

/** « de 06:00 à 20:30 », or with both dates when the range crosses a local midnight. */
function range(from: number, to: number, timeZone: string): string {
  const fromDate = dayMonth(from, timeZone);
  // An end exactly at midnight still closes the same day.
  const toDate = dayMonth(to - 1, timeZone);
  if (fromDate === toDate)
    return fr.sameDayRange(hourMinute(from, timeZone), hourMinute(to, timeZone));
  return fr.crossDayRange(
    hourMinute(from, timeZone),
    fromDate,
    hourMinute(to, timeZone),
    dayMonth(to, timeZone),
  );
}

/**
 * « 13 h 30 », « 14 h » on the hour. Rounded up to the minute, so that a duration over a
 * limit never reads as the limit itself (12 h and 20 s reads « 12 h 01 »).
 */
function hours(ms: number): string {
  const totalMinutes = Math.ceil(ms / MINUTE);
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${pad(m)}`;
}
