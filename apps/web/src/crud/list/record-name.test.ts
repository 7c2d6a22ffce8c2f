import { describe, expect, it } from 'vitest';
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
  it('heads a card with the columns that name the row, not the id or a picture before them', () => {
    expect(cardTitleFields(['image', 'name', 'slug'])).toEqual(['name']);
    expect(cardTitleFields(['id', 'first_name', 'last_name', 'phone'])).toEqual(['first_name', 'last_name']);
    expect(cardTitleFields(['id', 'last_name', 'phone'])).toEqual(['last_name']);
    expect(cardTitleFields(['number', 'created_at', 'status'])).toEqual(['number']);
    expect(cardTitleFields(['id', 'header', 'status'])).toEqual(['header']);
  });

  it('takes the first column when none names the row', () => {
    expect(cardTitleFields(['id', 'discount'])).toEqual(['id']);
    expect(cardTitleFields([])).toEqual([]);
  });
});
