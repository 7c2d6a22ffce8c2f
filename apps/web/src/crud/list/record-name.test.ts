import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../resource-config.ts';
import { cardTitleFields, recordName } from './record-name.ts';

describe('recordName', () => {
  it('names a row by its name in the interface language', () => {
    expect(recordName({ id: 3, name: { en: 'Krakow', pl: 'Kraków' } }, 'pl')).toBe('Kraków');
    expect(recordName({ id: 3, name: { en: 'Krakow', pl: 'Kraków' } }, 'ru')).toBe('Krakow');
  });

  it('takes a title, then first and last name together, then the e-mail', () => {
    expect(recordName({ id: 1, title: 'Summer menu', url: 'x' }, 'en')).toBe('Summer menu');
    expect(recordName({ id: 2, first_name: 'Anna', last_name: 'Nowak', email: 'a@b.pl' }, 'en')).toBe(
      'Anna Nowak',
    );
    expect(recordName({ id: 2, first_name: null, last_name: '', email: 'a@b.pl' }, 'en')).toBe('a@b.pl');
  });

  it('names a notification funnel by its header', () => {
    expect(recordName({ id: 4, header: 'We miss you', status: 'DRAFT' }, 'en')).toBe('We miss you');
  });

  it('falls back to the id when nothing names the row', () => {
    expect(recordName({ id: 7, name: '  ', discount: 5 }, 'en')).toBe('#7');
  });
});

describe('cardTitleFields', () => {
  const person = { id: 7, first_name: 'Anna', last_name: 'Nowak', phone: '+48500100200' };
  const titleOf = (fields: string[], record: Record<string, unknown> = person) =>
    cardTitleFields(fields, record as ResourceRecord, 'en');

  it('heads a card with the columns that name the row, not the id or a picture before them', () => {
    expect(titleOf(['image', 'name', 'slug'], { id: 1, name: { en: 'Soup' } })).toEqual(['name']);
    expect(titleOf(['id', 'first_name', 'last_name', 'phone'])).toEqual(['first_name', 'last_name']);
    expect(titleOf(['id', 'last_name', 'phone'])).toEqual(['last_name']);
    expect(titleOf(['number', 'created_at', 'status'], { id: 3, number: 1001 })).toEqual(['number']);
    expect(titleOf(['id', 'header', 'status'], { id: 2, header: 'We miss you' })).toEqual(['header']);
  });

  it('goes by the next naming column when the row leaves the first empty', () => {
    const nameless = { id: 8, first_name: '', last_name: null, phone: '+48500100200' };
    expect(titleOf(['id', 'first_name', 'last_name', 'phone'], nameless)).toEqual(['phone']);
    expect(titleOf(['id', 'first_name', 'last_name', 'phone'], { ...nameless, last_name: 'Nowak' })).toEqual([
      'last_name',
    ]);
  });

  it('takes the first column when none names the row', () => {
    expect(titleOf(['id', 'discount'], { id: 4, discount: 10 })).toEqual(['id']);
    expect(titleOf([], { id: 5 })).toEqual([]);
  });
});
