import { describe, expect, it } from 'vitest';
import { cursorFor, rememberNextCursor } from './page-cursors.ts';

const page = (pageIndex: number, extra: Record<string, unknown> = {}) => ({
  pageIndex,
  pageSize: 20,
  sortBy: 'createdAt',
  ...extra,
});
const answered = (next_cursor?: string) => ({
  current_page: 0,
  pages_count: 9,
  items_per_page: 20,
  total_items: 180,
  ...(next_cursor && { next_cursor }),
});

describe('page cursors', () => {
  it('hands a page the cursor of the page before it, for the same list only', () => {
    rememberNextCursor('order', page(3), answered('after-3'));
    expect(cursorFor('order', page(4))).toBe('after-3');
    expect(cursorFor('order', page(5))).toBeUndefined();
    expect(cursorFor('order', page(4, { q: 'pizza' }))).toBeUndefined();
    expect(cursorFor('order', page(4, { pageSize: 50 }))).toBeUndefined();
    expect(cursorFor('customer', page(4))).toBeUndefined();
  });

  it('forgets a cursor when the page before answers none (it was the last, or short)', () => {
    rememberNextCursor('city', page(0), answered('after-0'));
    expect(cursorFor('city', page(1))).toBe('after-0');
    rememberNextCursor('city', page(0), answered());
    expect(cursorFor('city', page(1))).toBeUndefined();
  });

  it('keeps the newest cursors when many lists were paged', () => {
    for (let index = 0; index < 600; index++)
      rememberNextCursor('street', page(index), answered(`c${index}`));
    expect(cursorFor('street', page(1))).toBeUndefined();
    expect(cursorFor('street', page(600))).toBe('c599');
  });
});
