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

  it('reads a short range without whole days', () => {
    const from = Date.UTC(2026, 10, 25, 10, 7, 30);
    const runs = splitRange(from, Date.UTC(2026, 10, 25, 10, 40), grains);
    expect(runs.some((run) => run.grain === 1440)).toBe(false);
    expect(splitRange(from, from, grains)).toEqual([]);
  });
});
