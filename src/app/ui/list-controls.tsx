import { useEffect, useState, type ReactNode } from 'react';

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

/**
 * Under a paged list: how many rows are shown (read out when it changes), and « Voir plus »
 * while the server has a next page. Offline, the button gives way to `offlineText`.
 */
export function ListMore({
  countText,
  hasMore,
  loading,
  onMore,
  moreText,
  loadingText,
  offline = false,
  offlineText,
}: {
  countText: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  moreText: string;
  loadingText: string;
  offline?: boolean;
  offlineText?: string;
}) {
  return (
    <div className="list-more">
      <p className="list-more__count" role="status" aria-live="polite">
        {countText}
      </p>
      {hasMore && offline && offlineText ? <p className="field__hint">{offlineText}</p> : null}
      {hasMore && !offline ? (
        <button
          type="button"
          className="button button--ghost list-more__button"
          onClick={onMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? loadingText : moreText}
        </button>
      ) : null}
    </div>
  );
}
