import { describe, expect, it } from 'vitest';
import { cardTitleField, recordName } from './record-name.ts';

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

describe('cardTitleField', () => {
  it('heads a card with the column that names the row, not the id or a picture before it', () => {
    expect(cardTitleField(['image', 'name', 'slug'])).toBe('name');
    expect(cardTitleField(['id', 'first_name', 'last_name', 'phone'])).toBe('first_name');
    expect(cardTitleField(['number', 'created_at', 'status'])).toBe('number');
    expect(cardTitleField(['id', 'header', 'status'])).toBe('header');
  });

  it('takes the first column when none names the row', () => {
    expect(cardTitleField(['id', 'discount'])).toBe('id');
    expect(cardTitleField([])).toBeUndefined();
  });
});
