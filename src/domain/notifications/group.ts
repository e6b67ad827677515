import { localDate } from '../pay/local-time.ts';
import { calendarDaysBetween } from '../time/calendar-days.ts';

/** The fields grouping reads (the contract's `Notification` has them). */
export interface GroupableNotification {
  id: string;
  read_status: boolean;
  timestamp: string;
  mission_id: string | null;
}

/** One row of the notifications screen: a mission's notifications of one day, or a lone one. */
export interface NotificationGroup<N extends GroupableNotification> {
  /** Stable within the list: `mission:<id>:<day>` or `single:<id>`. */
  key: string;
  missionId: string | null;
  /** The newest of the group, shown in the row. */
  latest: N;
  /** The others, newest first (« + 4 autres »). */
  others: N[];
  unreadIds: string[];
}

/** The notifications of one local day, newest group first. */
export interface NotificationDay<N extends GroupableNotification> {
  /** `YYYY-MM-DD` in the business time zone. */
  date: string;
  /** 0 today, 1 yesterday, more before (negative for a clock ahead of the device's). */
  daysAgo: number;
  groups: NotificationGroup<N>[];
}

/** The query parameter that names the mission a notification's in-app link concerns. */
export const MISSION_LINK_PARAM = 'mission';

/** `/prestations` and a mission id → `/prestations?mission=<id>` (keeping any other query). */
export function linkWithMission(link: string, missionId: string): string {
  const hashAt = link.indexOf('#');
  const path = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}${MISSION_LINK_PARAM}=${encodeURIComponent(missionId)}${hash}`;
}

/** The mission id a notification's link names (`?mission=<id>`), or null. */
export function missionIdOfLink(link: string | null): string | null {
  if (!link) return null;
  const queryAt = link.indexOf('?');
  if (queryAt === -1) return null;
  const hashAt = link.indexOf('#', queryAt);
  const query = link.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  const id = new URLSearchParams(query).get(MISSION_LINK_PARAM);
  return id ? id : null;
}

/**
 * Groups notifications (any order) by local day of the business time zone, newest day first,
 * and within a day by mission: one group per mission and day, placed where its newest
 * notification falls; a notification without a mission is a group of its own.
 */
export function groupNotifications<N extends GroupableNotification>(
  list: readonly N[],
  nowMs: number,
  timeZone: string,
): NotificationDay<N>[] {
  const sorted = [...list].sort(
    (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || (a.id < b.id ? 1 : -1),
  );
  const days: NotificationDay<N>[] = [];
  const byDate = new Map<string, NotificationDay<N>>();
  const byMission = new Map<string, NotificationGroup<N>>();
  for (const n of sorted) {
    const at = Date.parse(n.timestamp);
    const date = localDate(at, timeZone);
    let day = byDate.get(date);
    if (!day) {
      day = { date, daysAgo: calendarDaysBetween(at, nowMs, timeZone), groups: [] };
      byDate.set(date, day);
      days.push(day);
    }
    // `?? null`: a list cached before `mission_id` existed has none (undefined).
    const missionId = n.mission_id ?? null;
    const key = missionId === null ? `single:${n.id}` : `mission:${missionId}:${date}`;
    const existing = missionId === null ? undefined : byMission.get(key);
    if (existing) {
      existing.others.push(n);
      if (!n.read_status) existing.unreadIds.push(n.id);
      continue;
    }
    const group: NotificationGroup<N> = {
      key,
      missionId,
      latest: n,
      others: [],
      unreadIds: n.read_status ? [] : [n.id],
    };
    if (missionId !== null) byMission.set(key, group);
    day.groups.push(group);
  }
  return days;
}
