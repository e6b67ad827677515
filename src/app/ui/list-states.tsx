import type { ReactNode } from 'react';
import { queryOfflineView } from '../offline/query-offline.ts';
import { useOnline } from '../offline/use-online.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { Spinner } from './spinner.tsx';

/** A list being loaded: a TanStack Query result fits as it is. */
export interface ListLoad<Item> {
  /** Undefined until the list is known. */
  data: readonly Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** TanStack's: with them, the offline state is read from the query itself (see below). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  error?: unknown;
  dataUpdatedAt?: number;
}

/**
 * A list screen's states: a spinner while it loads, `failedText` when the load failed,
 * `emptyText` when the list is empty, else the list that `children` draws.
 *
 * Given a TanStack result, the spinner always has an end (O12): offline, or when the server
 * cannot be reached, the list kept on the device shows under « Hors ligne — données du … » (or
 * « Hors ligne — aucune donnée enregistrée sur cet appareil. » when none was kept), never a
 * spinner waiting for the network nor a red failure; back online, the query refetches and the
 * banner leaves by itself.
 */
export function ListStates<Item>({
  query,
  failedText,
  emptyText,
  emptyClassName = 'empty-text',
  children,
}: {
  query: ListLoad<Item>;
  failedText: string;
  emptyText: string;
  emptyClassName?: string;
  children: (items: readonly Item[]) => ReactNode;
}) {
  const online = useOnline();
  const items = query.data;
  const view =
    query.fetchStatus === undefined
      ? null
      : queryOfflineView(
          {
            data: query.data,
            dataUpdatedAt: query.dataUpdatedAt ?? 0,
            error: query.error,
            isError: query.isError,
            fetchStatus: query.fetchStatus,
          },
          online,
        );
  const offline = view?.offline ?? false;
  return (
    <>
      {view ? <OfflineBanner text={view.banner} /> : null}
      {query.isPending && !offline ? <Spinner /> : null}
      {query.isError && !offline ? <p className="inline-error">{failedText}</p> : null}
      {items?.length === 0 ? <p className={emptyClassName}>{emptyText}</p> : null}
      {items && items.length > 0 ? children(items) : null}
    </>
  );
}
