import { MISSION_STATUSES, type MissionStatus } from '../../../domain/missions/mission-status.ts';
import { localMidnight } from '../../../domain/time/local-month.ts';

/** The mission list's filters as the form holds them: '' when nothing is chosen. */
export interface MissionFilterValues {
  q: string;
  status: MissionStatus | '';
  etablissement_id: string;
  assigned_to: string;
  /** Local calendar days (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
}

export const NO_MISSION_FILTER: MissionFilterValues = {
  q: '',
  status: '',
  etablissement_id: '',
  assigned_to: '',
  from: '',
  to: '',
};

/** The query of `GET /prestations` for these filters: only what is set. */
export interface MissionFilterQuery {
  q?: string;
  status?: MissionStatus;
  etablissement_id?: string;
  assigned_to?: string;
  from?: string;
  to?: string;
}

function dayStart(day: string, timeZone: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return new Date(localMidnight(year, month, date + plusDays, timeZone)).toISOString();
}

/**
 * The server's filters: `from` the first instant of the « Du » day, `to` the first instant of
 * the day after « Au » (the server's interval excludes `to`), both in the app's time zone; the
 * search words trimmed (an empty search is no search).
 */
export function missionFilterQuery(
  values: MissionFilterValues,
  timeZone: string,
): MissionFilterQuery {
  const query: MissionFilterQuery = {};
  const q = values.q.trim().slice(0, 100);
  if (q) query.q = q;
  if (values.status) query.status = values.status;
  if (values.etablissement_id) query.etablissement_id = values.etablissement_id;
  if (values.assigned_to) query.assigned_to = values.assigned_to;
  const from = values.from ? dayStart(values.from, timeZone) : undefined;
  const to = values.to ? dayStart(values.to, timeZone, 1) : undefined;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** Whether any filter is set (the empty list then says « aucune ne correspond »). */
export function hasMissionFilter(values: MissionFilterValues): boolean {
  return Object.values(values).some((value) => value.trim() !== '');
}

/** The orders of the management list (`sort` of `GET /prestations`); `soonest` by default. */
export const MISSION_SORTS = ['soonest', 'date_start', '-date_start'] as const;
export type MissionSortValue = (typeof MISSION_SORTS)[number];
export const DEFAULT_MISSION_SORT: MissionSortValue = 'soonest';

const FILTER_KEYS = ['q', 'status', 'etablissement_id', 'assigned_to', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters and order kept in the screen's address (`?status=open&sort=date_start`), so that
 * a link, a reload or the back button shows the same list. What is not understood is ignored.
 */
export function missionListFromParams(params: URLSearchParams): {
  filters: MissionFilterValues;
  sort: MissionSortValue;
} {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const day = (key: 'from' | 'to') => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    filters: {
      q: (params.get('q') ?? '').slice(0, 100),
      status: (MISSION_STATUSES as readonly string[]).includes(status)
        ? (status as MissionStatus)
        : '',
      etablissement_id: (params.get('etablissement_id') ?? '').slice(0, 64),
      assigned_to: (params.get('assigned_to') ?? '').slice(0, 64),
      from: day('from'),
      to: day('to'),
    },
    sort: (MISSION_SORTS as readonly string[]).includes(sort)
      ? (sort as MissionSortValue)
      : DEFAULT_MISSION_SORT,
  };
}

/** The address's query for these filters and order: only what differs from the default. */
export function missionListToParams(
  filters: MissionFilterValues,
  sort: MissionSortValue,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  if (sort !== DEFAULT_MISSION_SORT) params.set('sort', sort);
  return params;
}
