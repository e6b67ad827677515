import { useEffect, useState, type ReactNode } from 'react';
import { fr } from './fr.ts';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms (the search box sends one request). */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A list's search and filters: a `search` landmark named by `label`, its fields side by side
 * where there is room (one a row on a phone, the search box across).
 */
export function ListFilters({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className="list-filters card">
      {children}
    </div>
  );
}

/** What `ListMore` reads of a TanStack `useInfiniteQuery` result. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Under a paged list: how many rows are shown (read out when it changes), and « Voir plus »
 * while the server has a next page. Offline, the button gives way to `offlineText`.
 */
export function ListMore({
  countText,
  pages,
  offline,
  offlineText = fr.moreOffline,
}: {
  countText: string;
  pages: MorePages;
  offline: boolean;
  offlineText?: string;
}) {
  const loading = pages.isFetchingNextPage;
  return (
    <div className="list-more">
      <p className="list-more__count" role="status" aria-live="polite">
        {countText}
      </p>
      {pages.hasNextPage && offline ? <p className="field__hint">{offlineText}</p> : null}
      {pages.hasNextPage && !offline ? (
        <button
          type="button"
          className="button button--ghost list-more__button"
          onClick={() => void pages.fetchNextPage()}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? fr.loading : fr.showMore}
        </button>
      ) : null}
    </div>
  );
}
