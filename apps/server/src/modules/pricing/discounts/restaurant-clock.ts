import type { PromotionWeekday } from '@mise/contract';
import type { Executor } from '../../../db/client.ts';
import { readSetting } from '../../setting/setting.service.ts';

/** A moment as the restaurant reads it: its calendar date, weekday and time of day. */
export type RestaurantClock = { date: string; weekday: PromotionWeekday; time: string };

/** `now` on the restaurant's wall clock, in the `time_zone` setting (an IANA name). */
export function readClock(now: Date, timeZone: string): RestaurantClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday.toLowerCase() as PromotionWeekday,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export async function restaurantClock(executor: Executor, now: Date) {
  return readClock(now, await readSetting(executor, 'time_zone'));
}

/** Whether `time` falls in [start, end); an end before the start runs past midnight. */
export function isWithinHours(time: string, { start_at, end_at }: { start_at: string; end_at: string }) {
  return start_at < end_at ? start_at <= time && time < end_at : time >= start_at || time < end_at;
}
