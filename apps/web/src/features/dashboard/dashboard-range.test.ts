import { describe, expect, it } from 'vitest';
import { resolveRange } from './dashboard-range.ts';
import { longIntervalLabel, shortIntervalLabel } from './interval-labels.ts';

describe('dashboard ranges and interval labels', () => {
  const now = new Date(2026, 10, 25, 14, 37, 12);

  it('ends quick ranges now: today from local midnight, week and month 7 and 30 days back', () => {
    expect(resolveRange({ kind: 'today' }, now).from).toEqual(new Date(2026, 10, 25, 0, 0, 0, 0));
    expect(now.getTime() - resolveRange({ kind: 'week' }, now).from.getTime()).toBe(7 * 86_400_000);
    expect(now.getTime() - resolveRange({ kind: 'month' }, now).from.getTime()).toBe(30 * 86_400_000);
    const custom = resolveRange({
      kind: 'custom',
      from: '2026-01-01T10:15:00+01:00',
      to: '2026-01-02T10:15:00+01:00',
    });
    expect(custom.to.getTime() - custom.from.getTime()).toBe(86_400_000);
  });

  it('labels hours by their local clock and days in the language, whatever the browser zone', () => {
    expect(shortIntervalLabel('2026-11-25T14:00+05:30', 'en')).toBe('14:00');
    expect(shortIntervalLabel('2026-11-25', 'en')).toBe('Nov 25');
    expect(shortIntervalLabel('2026-11-25', 'pl')).toBe('25 lis');
    expect(longIntervalLabel('2026-11-25T14:00+02:00', 'en')).toBe('Wednesday, November 25, 2026, 14:00');
    expect(longIntervalLabel('2026-11-25', 'ru')).toBe('среда, 25 ноября 2026 г.');
  });
});
