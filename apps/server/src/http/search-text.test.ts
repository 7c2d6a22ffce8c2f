import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTextOf } from './search-text.ts';

describe('search text', () => {
  it.each([
    ['Żurek Łódzki', 'zurek lodzki'],
    ['Crème Brûlée', 'creme brulee'],
    ['  Pierogi   RUSKIE ', 'pierogi ruskie'],
    ['Ёжик', 'ежик'],
    ['Straße', 'strasse'],
  ])('normalizes %j to %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });

  it('joins every distinct translation', () => {
    expect(searchTextOf({ en: 'Borscht', pl: 'Barszcz', ru: 'Борщ' }, 'BARSZCZ', null)).toBe(
      'borscht\nbarszcz\nборщ',
    );
  });
});
