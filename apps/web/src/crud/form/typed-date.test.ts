import { describe, expect, it } from 'vitest';
import { dateInputFormat, parseTypedDate } from './typed-date.ts';

describe('dates typed into a form', () => {
  it('show in the order the language reads dates', () => {
    expect(dateInputFormat('en')).toBe('MM-DD-YYYY');
    expect(dateInputFormat('pl')).toBe('DD.MM.YYYY');
    expect(dateInputFormat('ru')).toBe('DD.MM.YYYY');
  });

  it.each([
    ['04-27-1990', 'en', '1990-04-27'],
    ['4/7/1990', 'en', '1990-04-07'],
    ['27.04.1990', 'pl', '1990-04-27'],
    ['7.4.1990', 'ru', '1990-04-07'],
    [' 1990-04-27 ', 'pl', '1990-04-27'],
  ])('read %s (%s) as %s', (typed, language, date) => {
    expect(parseTypedDate(typed, language)).toBe(date);
  });

  it.each([
    ['27.04.1990', 'en'],
    ['31.02.1990', 'pl'],
    ['27.04.19', 'pl'],
    ['yesterday', 'en'],
    ['', 'en'],
  ])('leave %s (%s) unread', (typed, language) => {
    expect(parseTypedDate(typed, language)).toBeNull();
  });
});
