import { type SQL, sql } from 'drizzle-orm';
import { arrayParameter } from '../../db/array-parameter.ts';
import type { Run } from './range-runs.ts';
import type { KeySourceFigures } from './statistic-readers.ts';
import { iso } from './statistic-sql.ts';

export const orderGrains = [10080, 1440, 60, 15];
const minuteMs = 60_000;

export type KeyRun = Run & { key: number };

export const union = (parts: SQL[], empty: SQL) => (parts.length ? sql.join(parts, sql` union all `) : empty);

/** A rollup bucket as one number (its grain and start), so the rows are matched through a Map of numbers. */
const placeOf = (grain: number, startSeconds: number) => grain * 1e10 + startSeconds;

/** Each bucket start of the runs of one grain, ascending and once: a long range's days, a short one's hours. */
function bucketStarts(runs: KeyRun[], grain: number): number[] {
  const size = grain * minuteMs;
  const starts = new Set<number>();
  for (const run of runs) {
    if (run.grain !== grain) continue;
    for (let start = run.start; start < run.end; start += size) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * The rollup rows of the buckets, a grain at a time: one range scan where they lie close together
 * (the days of a long range), else a lookup of each (the hour at every local midnight).
 */
function rollupRowsOf(runs: KeyRun[]): SQL {
  const parts = orderGrains.flatMap((grain) => {
    const starts = bucketStarts(runs, grain);
    if (starts.length === 0) return [];
    const [first, last] = [starts[0], starts[starts.length - 1]];
    const isDense = starts.length * 2 >= (last - first) / (grain * minuteMs) + 1;
    const columns = sql`s.grain, extract(epoch from s.bucket)::bigint as b, s.source, s.orders_count, s.orders_sum`;
    if (isDense)
      return [
        sql`select ${columns} from order_stat_buckets s where s.grain = ${grain}
          and s.bucket >= ${iso(first)}::timestamptz and s.bucket <= ${iso(last)}::timestamptz`,
      ];
    // One index lookup a bucket, whatever the planner guesses of a table never analyzed (PGlite has
    // no autovacuum): `offset 0` keeps the LATERAL from being flattened into a scan of the grain.
    return [
      sql`select ${columns} from unnest(${arrayParameter(starts.map(iso))}::timestamptz[]) as wanted(bucket)
        cross join lateral (select * from order_stat_buckets t
          where t.grain = ${grain} and t.bucket = wanted.bucket offset 0) as s`,
    ];
  });
  return union(
    parts,
    sql`select null::int as grain, null::bigint as b, null::text as source, null::int as orders_count,
      null::numeric as orders_sum where false`,
  );
}

/** Where each rollup row (a bucket's place, raw stretches as their index) counts: for which keys, with what sign. */
function placesOf(keyRuns: KeyRun[]) {
  const places = new Map<number, { key: number; sign: number }[]>();
  const add = (place: number, key: number, sign: number) => {
    const counted = places.get(place);
    if (counted) counted.push({ key, sign });
    else places.set(place, [{ key, sign }]);
  };
  let rawIndex = 0;
  for (const run of keyRuns) {
    if (run.grain === 0) {
      add(rawIndex++, run.key, run.sign);
      continue;
    }
    const size = run.grain * minuteMs;
    for (let start = run.start; start < run.end; start += size)
      add(placeOf(run.grain, start / 1000), run.key, run.sign);
  }
  return places;
}

/**
 * The rollup rows of the keys' buckets and the orders of the raw stretches at the range's ends, as
 * (grain, place, source, orders, sum); the keys they count for are added up here, not in SQL.
 */
export function orderRows(keyRuns: KeyRun[]): SQL {
  // A few minutes at each end of the range (at most one stretch each): bounds the planner sees.
  const fromOrders = keyRuns
    .filter((run) => run.grain === 0)
    .map(
      (run, index) => sql`
    select 0, ${index}::bigint, o.source, count(*)::int, sum(o.grandtotal)
    from orders o
    where o.created_at >= ${iso(run.start)}::timestamptz and o.created_at < ${iso(run.end)}::timestamptz
      and o.status <> 'CLOSED'
    group by o.source`,
    );
  return union([rollupRowsOf(keyRuns), ...fromOrders], sql``);
}

export type OrderRow = [grain: number, place: number, source: string, orders: number, sum: number | string];

const rowSeparator = '\u001e';
/**
 * The order rows as one text, a row per record separator, `grain,place,orders,sum,source` in each:
 * PostgreSQL builds it far faster than a JSON array (json_build_array looks up every argument's
 * type again on each row: 12 of 23 ms for a year in Warsaw). The source, a channel name, comes last.
 */
export const orderRowsText = (rows: SQL) =>
  sql`select string_agg(concat_ws(',', grain, b, orders_count, orders_sum, source), ${rowSeparator}) from ${rows}`;

/** Reads back what `orderRowsText` wrote. */
export function parseOrderRows(text: string | null): OrderRow[] {
  if (!text) return [];
  return text.split(rowSeparator).map((line) => {
    const [grain, place, orders, sum] = line.split(',', 4);
    const source = line.slice(grain.length + place.length + orders.length + sum.length + 4);
    return [Number(grain), Number(place), source, Number(orders), sum];
  });
}

export function addUpByKey(keyRuns: KeyRun[], rows: OrderRow[]): KeySourceFigures[] {
  const places = placesOf(keyRuns);
  const sources: string[] = [];
  const figures = new Map<number, KeySourceFigures>();
  for (const [grain, place, source, orders, sum] of rows) {
    let sourceIndex = sources.indexOf(source);
    if (sourceIndex < 0) sourceIndex = sources.push(source) - 1;
    const amount = Number(sum);
    for (const { key, sign } of places.get(grain === 0 ? place : placeOf(grain, place)) ?? []) {
      const id = key * 1024 + sourceIndex;
      const entry = figures.get(id);
      if (entry) {
        entry.orders += sign * orders;
        entry.sum += sign * amount;
      } else figures.set(id, { key, source, orders: sign * orders, sum: sign * amount });
    }
  }
  return [...figures.values()];
}
