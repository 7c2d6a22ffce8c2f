// When a restaurant's orders arrive: lunch and dinner peaks, busier weekends, slow growth.

/** A seeded PRNG (mulberry32): the same seed gives the same orders on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
export type Random = ReturnType<typeof createRandom>;

// Plain loops: called several times per order, a million orders at a time.
export function pickWeighted<T>(random: Random, choices: [T, number][]): T {
  let total = 0;
  for (let index = 0; index < choices.length; index++) total += choices[index][1];
  let left = random() * total;
  for (let index = 0; index < choices.length; index++) {
    left -= choices[index][1];
    if (left < 0) return choices[index][0];
  }
  return choices[choices.length - 1][0];
}

export const pickOne = <T>(random: Random, list: T[]): T | undefined =>
  list.length ? list[Math.floor(random() * list.length)] : undefined;

/** Share of a day's orders per local hour 0-23: a lunch peak at 13, dinner at 19, quiet nights. */
const hourWeights = [
  0.08, 0.03, 0.01, 0, 0, 0, 0, 0.02, 0.1, 0.2, 0.4, 0.7, 1.6, 1.8, 1.1, 0.6, 0.6, 1, 1.8, 2, 1.6, 0.9, 0.5,
  0.2,
];
/** Sunday first, as Date.getUTCDay counts: Friday and Saturday are the busiest. */
const weekdayWeights = [1.2, 0.85, 0.8, 0.85, 0.95, 1.25, 1.45];

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** Milliseconds the zone's wall clock is ahead of UTC at `instant`. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return wall - Math.floor(instant / 60_000) * 60_000;
}

export type HourSlot = { start: number; end: number; count: number };

/**
 * Spreads `total` orders over the hours of the last `days` local days up to `now` (the current
 * hour only up to now), by weekday, hour of day, a day-to-day wobble and 15 % growth across the
 * range. Exactly `total` in all; deterministic for a given seed and `now`.
 */
export function planHourSlots(options: {
  total: number;
  days: number;
  now: Date;
  timeZone: string;
  random: Random;
}): HourSlot[] {
  const { total, days, timeZone, random } = options;
  const now = options.now.getTime();
  const todayLocal = Math.floor((now + zoneOffset(timeZone, now)) / dayMs) * dayMs;
  const slots: (HourSlot & { weight: number })[] = [];
  for (let day = days - 1; day >= 0; day--) {
    const localMidnight = todayLocal - day * dayMs;
    const midnight = localMidnight - zoneOffset(timeZone, localMidnight);
    const dayWeight =
      weekdayWeights[new Date(localMidnight).getUTCDay()] *
      (0.85 + random() * 0.3) *
      (1 + (0.15 * (days - day)) / days);
    for (let hour = 0; hour < 24; hour++) {
      const start = midnight + hour * hourMs;
      if (start >= now) break;
      const end = Math.min(start + hourMs, now);
      slots.push({ start, end, count: 0, weight: (dayWeight * hourWeights[hour] * (end - start)) / hourMs });
    }
  }
  const sum = slots.reduce((running, slot) => running + slot.weight, 0);
  let cumulative = 0;
  let placed = 0;
  for (const slot of slots) {
    cumulative += slot.weight;
    const upTo = sum > 0 ? Math.round((total * cumulative) / sum) : 0;
    slot.count = upTo - placed;
    placed = upTo;
  }
  // With no weight at all (a one-hour range at night) the orders still have to go somewhere.
  if (placed < total && slots.length) slots[slots.length - 1].count += total - placed;
  return slots.filter((slot) => slot.count > 0).map(({ start, end, count }) => ({ start, end, count }));
}

/** The slot's order times, ascending. */
export function timesInSlot(slot: HourSlot, random: Random): number[] {
  const times = Array.from({ length: slot.count }, () => slot.start + random() * (slot.end - slot.start));
  return times.sort((left, right) => left - right).map(Math.floor);
}
