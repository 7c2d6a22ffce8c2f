import { describe, expect, it } from 'vitest';
import { formatListDate, formatListDateTime } from './format.ts';

describe('list date formats', () => {
  it('shows date-times as MM-DD-YYYY HH:mm:ss in local time', () => {
    const local = new Date(2026, 10, 2, 7, 5, 9);
    expect(formatListDateTime(local.toISOString())).toBe('11-02-2026 07:05:09');
  });

  it('shows calendar dates without shifting them by the time zone', () => {
    expect(formatListDate('1990-04-27')).toBe('04-27-1990');
  });

  it('shows nothing for empty or broken values', () => {
    expect(formatListDateTime(null)).toBe('');
    expect(formatListDateTime('not a date')).toBe('');
    expect(formatListDate(undefined)).toBe('');
  });
});
