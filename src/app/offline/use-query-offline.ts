import { queryOfflineView, type QueryLoad, type QueryOfflineView } from './query-offline.ts';
import { useOnline } from './use-online.ts';

/** `queryOfflineView` of a TanStack result, following the browser's connectivity live. */
export function useQueryOffline(query: QueryLoad): QueryOfflineView {
  return queryOfflineView(query, useOnline());
}
