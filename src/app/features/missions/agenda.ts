import type { Prestation } from '../../../contract/missions.ts';
import { localDateTime } from '../../../domain/pay/local-time.ts';
import { localMidnight } from '../../../domain/time/local-month.ts';

/** One local day of the agenda, as the half-open UTC interval `[startMs, endMs)`. */
export interface AgendaDay {
  /** `YYYY-MM-DD`, in the business time zone. */
  date: string;
  startMs: number;
  endMs: number;
}

/** A week, Monday first: 7 local days (23, 24 or 25 hours each across a change of offset). */
export interface AgendaWeek {
  /** The Monday's `YYYY-MM-DD`. */
  monday: string;
  startMs: number;
  endMs: number;
  days: AgendaDay[];
}

function isoDate(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/**
 * The week (Monday to Sunday, in `timeZone`) holding the instant `nowMs`, moved by `offset`
 * weeks (-1 the week before, 1 the week after). Days are counted on the calendar, never as
 * 7 × 24 h: the week of the spring change is 167 hours long, that of the autumn one 169.
 */
export function agendaWeek(nowMs: number, timeZone: string, offset = 0): AgendaWeek {
  const { year, month, day, weekday } = localDateTime(nowMs, timeZone);
  // 0 = Sunday … 6 = Saturday: Monday is (weekday + 6) % 7 days back.
  const back = (weekday + 6) % 7;
  const mondayUtc = Date.UTC(year, month - 1, day - back + offset * 7);
  const days: AgendaDay[] = [];
  for (let i = 0; i < 7; i += 1) {
    const at = new Date(mondayUtc + i * 86_400_000);
    const next = new Date(mondayUtc + (i + 1) * 86_400_000);
    days.push({
      date: isoDate(at.getTime()),
      startMs: localMidnight(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), timeZone),
      endMs: localMidnight(
        next.getUTCFullYear(),
        next.getUTCMonth() + 1,
        next.getUTCDate(),
        timeZone,
      ),
    });
  }
  return {
    monday: isoDate(mondayUtc),
    startMs: days[0]!.startMs,
    endMs: days[6]!.endMs,
    days,
  };
}

/** The day of `week` holding `nowMs`, if any: the agenda marks it « Aujourd'hui ». */
export function todayIn(week: AgendaWeek, nowMs: number): string | null {
  return week.days.find((d) => nowMs >= d.startMs && nowMs < d.endMs)?.date ?? null;
}

/**
 * The missions of `week` by local day, each on the day it starts (a night from 20:00 to 03:00
 * is on its first evening only), soonest first; days without a mission have an empty list.
 */
export function missionsByDay<M extends Pick<Prestation, 'id' | 'dateStart'>>(
  missions: readonly M[],
  week: AgendaWeek,
): { day: AgendaDay; missions: M[] }[] {
  return week.days.map((day) => ({
    day,
    missions: missions
      .filter((m) => {
        const start = Date.parse(m.dateStart);
        return start >= day.startMs && start < day.endMs;
      })
      .sort(
        (a, b) => Date.parse(a.dateStart) - Date.parse(b.dateStart) || a.id.localeCompare(b.id),
      ),
  }));
}
