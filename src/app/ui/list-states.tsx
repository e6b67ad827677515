import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

/** A list being loaded: a TanStack Query result fits as it is. */
export interface ListLoad<Item> {
  /** Undefined until the list is known. */
  data: readonly Item[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * A list screen's states: a spinner while it loads, `failedText` when the load failed,
 * `emptyText` when the list is empty, else the list that `children` draws.
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
  const items = query.data;
  return (
    <>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <p className="inline-error">{failedText}</p> : null}
      {items?.length === 0 ? <p className={emptyClassName}>{emptyText}</p> : null}
      {items && items.length > 0 ? children(items) : null}
    </>
  );
}
