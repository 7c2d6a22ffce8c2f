/**
 * Splits a time range into runs of rollup buckets plus short raw stretches, so a sum over the
 * range reads few rows. A range is P(to) − P(from), P(t) being everything before t; each end is
 * reached from a bucket boundary of the largest grain by stepping to the nearest boundary of each
 * smaller grain, forwards or backwards (a backward step subtracts). So a local day in UTC+2 is one
 * UTC day plus two hours before it minus two hours at its end, not 24 hourly buckets.
 */
export type Run = {
  /** Bucket length in minutes; 0 means read the orders themselves. */
  grain: number;
  start: number;
  end: number;
  sign: 1 | -1;
};

const minuteMs = 60_000;
/** A minute of orders read raw costs about as much as this many rollup rows. */
const rawCostPerMinute = 2;

const floorTo = (time: number, size: number) => Math.floor(time / size) * size;
const ceilTo = (time: number, size: number) => Math.ceil(time / size) * size;

type Path = { anchors: number[]; cost: number };

/** Every way to reach `time` from a boundary of grains[0] through the smaller grains, with its cost. */
function pathsTo(time: number, grainsMs: number[]): Path[] {
  let paths: Path[] = [{ anchors: [], cost: 0 }];
  grainsMs.forEach((size, level) => {
    const next: Path[] = [];
    for (const path of paths) {
      const previous = path.anchors[level - 1];
      for (const anchor of new Set([floorTo(time, size), ceilTo(time, size)])) {
        const steps = level === 0 ? 0 : Math.abs(anchor - previous) / size;
        next.push({ anchors: [...path.anchors, anchor], cost: path.cost + steps });
      }
    }
    paths = next;
  });
  return paths.map((path) => ({
    anchors: path.anchors,
    cost: path.cost + (Math.abs(time - path.anchors.at(-1)!) / minuteMs) * rawCostPerMinute,
  }));
}

function signedRun(grain: number, from: number, to: number, sign: 1 | -1): Run[] {
  if (from === to) return [];
  return from < to
    ? [{ grain, start: from, end: to, sign }]
    : [{ grain, start: to, end: from, sign: -sign as 1 | -1 }];
}

/** The runs of P(time) beyond its first anchor: grain steps, then the raw rest. */
function stepsOf(time: number, path: Path, grains: number[], sign: 1 | -1): Run[] {
  const runs: Run[] = [];
  for (let level = 1; level < grains.length; level++) {
    runs.push(...signedRun(grains[level], path.anchors[level - 1], path.anchors[level], sign));
  }
  runs.push(...signedRun(0, path.anchors.at(-1)!, time, sign));
  return runs;
}

/** Runs whose signed sum is exactly [from, to); `grains` in minutes, largest first, each dividing the one before. */
export function splitRange(from: number, to: number, grains: number[]): Run[] {
  if (to <= from) return [];
  // Shifted by whole largest buckets, a range splits the same way shifted: a year of local days
  // has a few shapes (offsets before and after a clock change), so each is searched for once.
  const largest = grains[0] * minuteMs;
  const shift = floorTo(from, largest);
  const shape = `${grains.join(',')} ${from - shift} ${to - from}`;
  let runs = splitsByShape.get(shape);
  if (!runs) {
    if (splitsByShape.size >= maxShapes) splitsByShape.clear();
    runs = searchSplit(from - shift, to - shift, grains);
    splitsByShape.set(shape, runs);
  }
  return runs.map((run) => ({
    grain: run.grain,
    start: run.start + shift,
    end: run.end + shift,
    sign: run.sign,
  }));
}

const maxShapes = 10_000;
const splitsByShape = new Map<string, Run[]>();

function searchSplit(from: number, to: number, grains: number[]): Run[] {
  // A short range is cheapest from a smaller top grain: both ends would share the long way down.
  const choices = grains.map((_, top) => cheapestSplit(from, to, grains.slice(top)));
  return choices.reduce((best, choice) => (choice.cost < best.cost ? choice : best)).runs();
}

function cheapestSplit(from: number, to: number, grains: number[]) {
  const grainsMs = grains.map((grain) => grain * minuteMs);
  const largest = grainsMs[0];
  let best: { cost: number; runs: () => Run[] } | undefined;
  for (const start of pathsTo(from, grainsMs)) {
    for (const end of pathsTo(to, grainsMs)) {
      const cost = start.cost + end.cost + Math.abs(end.anchors[0] - start.anchors[0]) / largest;
      if (best && best.cost <= cost) continue;
      best = {
        cost,
        runs: () => [
          ...signedRun(grains[0], start.anchors[0], end.anchors[0], 1),
          ...stepsOf(to, end, grains, 1),
          ...stepsOf(from, start, grains, -1),
        ],
      };
    }
  }
  return best!;
}
