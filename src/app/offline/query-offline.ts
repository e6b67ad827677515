import { onlineManager, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../api/http.ts';
import { fr } from './fr.ts';

/**
 * The screens' TanStack queries whose last answer is kept on the device (see
 * `use-query-persistence.ts`), by route name: what a professional (and the dashboards of every
 * role) reads. Missions, schedules, payslips and open missions have their own Dexie tables.
 */
export const KEPT_CALLS: ReadonlySet<string> = new Set([
  'dashboardStats',
  'adminDashboard',
  'institutionDashboard',
  'listNotifications',
  'unreadCount',
  'conversations',
  'listTeams',
  'listExchanges',
  'myMissions',
  'directory',
]);

/** Whether a query of this key is kept on the device. */
export const isKeptQuery = (queryKey: QueryKey): boolean =>
  typeof queryKey[0] === 'string' && KEPT_CALLS.has(queryKey[0]);

/** No answer at all (offline, timeout) or a server not there (5xx): not a refusal. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** What a query result says about connectivity: the fields every TanStack result has. */
export interface QueryLoad {
  data: unknown;
  dataUpdatedAt: number;
  error: unknown;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

export interface QueryOfflineView {
  /** The device is offline, the query waits for the network, or the server could not be reached. */
  offline: boolean;
  /** « Hors ligne — données du … » (or « … aucune donnée enregistrée … ») while offline, else null. */
  banner: string | null;
  /** A real refusal to show as the screen's failure; never while offline. */
  failed: boolean;
}

/**
 * The offline state of a query (O12): offline when the browser says so, when the query is
 * paused for the network, or when it failed without an answer; then its last data shows with
 * « Hors ligne — données du <dataUpdatedAt> », or the no-data sentence, and never a failure.
 */
export function queryOfflineView(
  query: QueryLoad,
  online = onlineManager.isOnline(),
): QueryOfflineView {
  const offline =
    !online || query.fetchStatus === 'paused' || (query.isError && isUnreachable(query.error));
  if (!offline) return { offline: false, banner: null, failed: query.isError };
  const hasData = query.data !== undefined && query.dataUpdatedAt > 0;
  return {
    offline: true,
    banner: hasData ? fr.offlineSince(new Date(query.dataUpdatedAt)) : fr.offlineNoData,
    failed: false,
  };
}

/** A query's error when it is a refusal worth a toast; null when the server was only unreachable. */
export function refusalOf(error: unknown): unknown {
  return error && !isUnreachable(error) ? error : null;
}
