import { describe, expect, it } from 'vitest';
import { slugPattern, suggestSlug } from './slug.ts';

describe('suggestSlug', () => {
  it.each([
    ['Pizza Margherita', 'pizza-margherita'],
    ['Борщ с хлебом', 'borsch-s-khlebom'],
    ['Żurek łódzki', 'zurek-lodzki'],
    ['  Fish & Chips!  ', 'fish-and-chips'],
  ])('%j -> %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug);
    expect(slug).toMatch(slugPattern);
  });

  it('keeps a long name within the column', () => {
    expect(suggestSlug('pizza '.repeat(60)).length).toBeLessThanOrEqual(200);
    expect(suggestSlug('pizza '.repeat(60))).toMatch(slugPattern);
  });
});
