import { ApiError } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import type { UseApiResult } from '@portal/shell/api/swr';
import { useState } from 'react';

/** A page of a list read with keyset pagination: its items and the next page's cursor (null on the last page). */
export interface KeysetPage {
  items: readonly unknown[];
  next_cursor: string | null;
}

/**
 * A list read a page at a time (the applicants, the talent pool): `first` is the first page, `nextPage` reads the
 * page after a cursor ('Load more' follows the server's `next_cursor`). A new `listKey` (other filters) is a new
 * list: the pages loaded after the first belong to the previous one, and `onNewList` drops whatever else the
 * caller kept about it.
 */
export function useKeysetList<Page extends KeysetPage>(
  first: UseApiResult<Page>,
  listKey: string,
  nextPage: (cursor: string) => Promise<Page>,
  onNewList?: () => void,
) {
  const [more, setMore] = useState<Page[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setMore([]);
    setMoreError(false);
    onNewList?.();
  }

  const pages = first.data ? [first.data, ...more] : [];
  const items: Page['items'][number][] = pages.flatMap((page) => page.items);
  const nextCursor = pages.at(-1)?.next_cursor ?? null;

  const loadMore = async () => {
    if (!nextCursor || first.stale) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      const page = await nextPage(nextCursor);
      setMore((loaded) => [...loaded, page]);
    } catch (error) {
      if (!(error instanceof ApiError)) handleError(error);
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  };

  /** The later pages are gone and the first page is read again (after a change that moves items). */
  const reload = async () => {
    setMore([]);
    await first.mutate();
  };

  return { first, items, nextCursor, loadingMore, moreError, loadMore, reload };
}
