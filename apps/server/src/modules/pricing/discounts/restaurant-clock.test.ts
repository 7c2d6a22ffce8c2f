import { describe, expect, it } from 'vitest';
import { isWithinHours, readClock } from './restaurant-clock.ts';

describe("the restaurant's clock", () => {
  it.each([
    ['winter, UTC+1', '2026-11-25T11:30:00Z', { date: '2026-11-25', weekday: 'wednesday', time: '12:30' }],
    ['summer, UTC+2', '2026-07-01T10:30:00Z', { date: '2026-07-01', weekday: 'wednesday', time: '12:30' }],
    [
      'past midnight there, not yet in UTC',
      '2026-11-29T23:30:00Z',
      { date: '2026-11-30', weekday: 'monday', time: '00:30' },
    ],
    [
      'the hour the clocks go back',
      '2026-10-25T00:30:00Z',
      { date: '2026-10-25', weekday: 'sunday', time: '02:30' },
    ],
  ])('reads Warsaw time in %s', (_case, at, expected) => {
    expect(readClock(new Date(at), 'Europe/Warsaw')).toEqual(expected);
  });

  it('reads another zone', () => {
    expect(readClock(new Date('2026-11-25T03:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-24',
      weekday: 'tuesday',
      time: '22:00',
    });
  });

  it.each([
    ['12:00', true],
    ['14:59', true],
    ['15:00', false],
    ['11:59', false],
  ])('holds %s within 12:00-15:00: %s', (time, expected) => {
    expect(isWithinHours(time, { start_at: '12:00', end_at: '15:00' })).toBe(expected);
  });

  it.each([
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['01:59', true],
    ['02:00', false],
    ['21:59', false],
  ])('holds %s within 22:00-02:00, past midnight: %s', (time, expected) => {
    expect(isWithinHours(time, { start_at: '22:00', end_at: '02:00' })).toBe(expected);
  });
});
