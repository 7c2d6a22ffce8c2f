import { describe, expect, it } from 'vitest';
import { formatListDate, formatListDateTime, formatMonthDay } from './format.ts';

describe('list date formats', () => {
  const local = new Date(2026, 10, 2, 7, 5, 9).toISOString();

  it('shows English date-times as MM-DD-YYYY HH:mm:ss in local time', () => {
    expect(formatListDateTime(local, 'en')).toBe('11-02-2026 07:05:09');
  });

  it.each(['pl', 'ru'])('shows %s date-times day first, as DD.MM.YYYY HH:mm:ss', (language) => {
    expect(formatListDateTime(local, language)).toBe('02.11.2026 07:05:09');
  });

  it('shows calendar dates in the language order without shifting them by the time zone', () => {
    expect(formatListDate('1990-04-27', 'en')).toBe('04-27-1990');
    expect(formatListDate('1990-04-27', 'pl')).toBe('27.04.1990');
    expect(formatListDate('1990-04-27', 'ru')).toBe('27.04.1990');
  });

  it('falls back to English for a language it does not know', () => {
    expect(formatListDate('1990-04-27', 'de')).toBe('04-27-1990');
  });

  it('shows nothing for empty or broken values', () => {
    expect(formatListDateTime(null, 'en')).toBe('');
    expect(formatListDateTime('not a date', 'pl')).toBe('');
    expect(formatListDate(undefined, 'ru')).toBe('');
  });

  it('shows a month and day in the language, the same day in every time zone', () => {
    expect(formatMonthDay('2026-11-01', 'en')).toBe('Nov 1');
    expect(formatMonthDay('2026-11-01', 'pl')).toBe('1 lis');
    expect(formatMonthDay('2026-12-31', 'ru')).toBe('31 дек.');
    expect(formatMonthDay(null, 'en')).toBe('');
  });
});
