import type { Pagination } from '@mise/contract';

// The next_cursor each list page answered, by list (its query without the page) and by the page it
// leads to: paging on sends it as `after`, and the server reads on from the last row it saw
// instead of skipping every row above (a deep page of a million orders as fast as the first).
const cursors = new Map<string, string>();
const maxCursors = 500;

type PagedQuery = { pageIndex?: unknown } & Record<string, unknown>;

const keyOf = (name: string, query: PagedQuery, pageIndex: number) => {
  const { pageIndex: _page, ...list } = query;
  return `${name} ${pageIndex} ${JSON.stringify(list)}`;
};

/** The cursor that reads this page on from the one before, when that page was read. */
export function cursorFor(name: string, query: PagedQuery): string | undefined {
  const pageIndex = Number(query.pageIndex ?? 0);
  return pageIndex > 0 ? cursors.get(keyOf(name, query, pageIndex)) : undefined;
}

/** Keeps a page's next_cursor for the page after it (the oldest forgotten first). */
export function rememberNextCursor(name: string, query: PagedQuery, pagination: Pagination | undefined) {
  if (!pagination) return;
  const key = keyOf(name, query, Number(query.pageIndex ?? 0) + 1);
  cursors.delete(key);
  if (!pagination.next_cursor) return;
  cursors.set(key, pagination.next_cursor);
  if (cursors.size > maxCursors) cursors.delete(cursors.keys().next().value as string);
}
