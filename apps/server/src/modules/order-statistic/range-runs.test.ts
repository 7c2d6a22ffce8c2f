import { describe, expect, it } from 'vitest';
import { type Run, splitRange } from './range-runs.ts';

const minute = 60_000;
const grains = [1440, 60, 15];

const countIn = (events: number[], start: number, end: number) =>
  events.filter((time) => time >= start && time < end).length;
const countByRuns = (events: number[], runs: Run[]) =>
  runs.reduce((total, run) => total + run.sign * countIn(events, run.start, run.end), 0);
const isAligned = (run: Run) =>
  run.grain === 0 || (run.start % (run.grain * minute) === 0 && run.end % (run.grain * minute) === 0);
/** Whether the runs' signs add up to 1 on every instant of [from, to) and to 0 elsewhere. */
const coversExactly = (runs: Run[], from: number, to: number) => {
  const points = [...new Set([from, to, ...runs.flatMap((run) => [run.start, run.end])])].sort(
    (a, b) => a - b,
  );
  return points.slice(0, -1).every((point) => {
    const depth = runs.reduce((sum, run) => sum + (run.start <= point && point < run.end ? run.sign : 0), 0);
    return depth === (from <= point && point < to ? 1 : 0);
  });
};
const weekGrains = [10080, 1440, 60, 15];
/** Local midnights in Europe/Warsaw of 2026 (UTC+1, UTC+2 from 29 March 01:00Z to 25 October 01:00Z). */
const warsawMidnight = (dayOfYear: number) => {
  const utcMidnight = Date.UTC(2026, 0, 1 + dayOfYear);
  const isSummer = utcMidnight > Date.UTC(2026, 2, 29, 1) && utcMidnight <= Date.UTC(2026, 9, 25, 1);
  return utcMidnight - (isSummer ? 2 : 1) * 60 * minute;
};

describe('splitRange', () => {
  it('counts exactly what lies in the range, with every run on its grain', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const origin = Date.UTC(2026, 0, 1);
    const events = Array.from({ length: 3000 }, () => origin + Math.floor(random() * 40 * 1440) * minute);
    for (let trial = 0; trial < 300; trial++) {
      const from = origin + Math.floor(random() * 30 * 1440 * 60) * 1000;
      const to = from + Math.floor(random() * (trial % 3 === 0 ? 90 : 10 * 1440) * 60) * 1000;
      const runs = splitRange(from, to, grains);
      expect(runs.every(isAligned)).toBe(true);
      expect(countByRuns(events, runs)).toBe(countIn(events, from, to));
    }
  });

  it('reads a local day in UTC+2 as one UTC day and two hours at each end', () => {
    const start = Date.UTC(2026, 10, 24, 22);
    const runs = splitRange(start, start + 1440 * minute, grains);
    expect(runs).toEqual([
      { grain: 1440, start: Date.UTC(2026, 10, 25), end: Date.UTC(2026, 10, 26), sign: 1 },
      { grain: 60, start: Date.UTC(2026, 10, 25, 22), end: Date.UTC(2026, 10, 26), sign: -1 },
      { grain: 60, start: Date.UTC(2026, 10, 24, 22), end: Date.UTC(2026, 10, 25), sign: 1 },
    ]);
  });

  it('splits ranges of one shape (a local day, day after day) the same way, each in its place', () => {
    const events = Array.from({ length: 2000 }, (_, index) => Date.UTC(2026, 0, 1) + index * 41 * 60_000);
    for (let day = 0; day < 40; day++) {
      const start = Date.UTC(2026, 0, 1, 22, 30) + day * 1440 * minute;
      const runs = splitRange(start, start + 1440 * minute, grains);
      expect(runs.map((run) => run.start - start)).toEqual(
        splitRange(Date.UTC(2026, 0, 1, 22, 30), Date.UTC(2026, 0, 2, 22, 30), grains).map(
          (run) => run.start - Date.UTC(2026, 0, 1, 22, 30),
        ),
      );
      expect(countByRuns(events, runs)).toBe(countIn(events, start, start + 1440 * minute));
    }
  });

  it('covers random ranges exactly with weeks among the grains, each run on its grain', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let trial = 0; trial < 300; trial++) {
      const from = Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 1440 * 60) * 1000;
      const to = from + Math.floor(random() * (trial % 3 === 0 ? 2 * 1440 : 60 * 1440) * 60) * 1000;
      const runs = splitRange(from, to, weekGrains);
      expect(runs.every(isAligned)).toBe(true);
      expect(coversExactly(runs, from, to), `${from} ${to}`).toBe(true);
    }
  });

  it('reads a year in Europe/Warsaw as 52 weeks and a day, and each local day without weeks', () => {
    const [from, to] = [warsawMidnight(0), warsawMidnight(365)];
    const runs = splitRange(from, to, [10080, 1440, 60]);
    expect(coversExactly(runs, from, to)).toBe(true);
    expect(runs.filter((run) => run.grain === 10080)).toEqual([
      { grain: 10080, start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 11, 31), sign: 1 },
    ]);
    const buckets = runs.reduce((sum, run) => sum + (run.end - run.start) / (run.grain * minute), 0);
    expect(buckets).toBeLessThanOrEqual(55);
    for (let day = 0; day < 365; day++) {
      const dayRuns = splitRange(warsawMidnight(day), warsawMidnight(day + 1), weekGrains);
      expect(coversExactly(dayRuns, warsawMidnight(day), warsawMidnight(day + 1))).toBe(true);
      expect(dayRuns.some((run) => run.grain === 10080 || run.grain === 0)).toBe(false);
    }
  });

  it('reads a short range without whole days', () => {
    const from = Date.UTC(2026, 10, 25, 10, 7, 30);
    const runs = splitRange(from, Date.UTC(2026, 10, 25, 10, 40), grains);
    expect(runs.some((run) => run.grain === 1440)).toBe(false);
    expect(splitRange(from, from, grains)).toEqual([]);
  });
});
