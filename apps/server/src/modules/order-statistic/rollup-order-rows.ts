import { type SQL, sql } from 'drizzle-orm';
import type { Run } from './range-runs.ts';
import type { KeySourceFigures } from './statistic-readers.ts';
import { arrayParameter, iso } from './statistic-sql.ts';

export const orderGrains = [1440, 60, 15];
const minuteMs = 60_000;

export type KeyRun = Run & { key: number };
type Bucket = { key: number; grain: number; start: number; sign: number };

export const union = (parts: SQL[], empty: SQL) => (parts.length ? sql.join(parts, sql` union all `) : empty);

/** Every bucket of the runs: a run of a long range is mostly one bucket, a short one a few. */
const bucketsOf = (runs: KeyRun[]): Bucket[] =>
  runs.flatMap((run) => {
    const size = run.grain * minuteMs;
    return Array.from({ length: (run.end - run.start) / size }, (_, index) => ({
      key: run.key,
      grain: run.grain,
      start: run.start + index * size,
      sign: run.sign,
    }));
  });

/**
 * The rollup rows of the buckets, a grain at a time: one range scan where they lie close together
 * (the days of a long range), else a lookup of each (the hour at every local midnight).
 */
function rollupRowsOf(buckets: Bucket[]): SQL {
  const parts = orderGrains.flatMap((grain) => {
    const starts = [...new Set(buckets.filter((b) => b.grain === grain).map((b) => b.start))].sort(
      (a, b) => a - b,
    );
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

/** Where each rollup row (`grain:bucket start in seconds`, raw stretches as `0:index`) counts, with what sign. */
function placesOf(keyRuns: KeyRun[]) {
  const places = new Map<string, { key: number; sign: number }[]>();
  const add = (place: string, key: number, sign: number) => {
    const counted = places.get(place) ?? [];
    counted.push({ key, sign });
    places.set(place, counted);
  };
  for (const bucket of bucketsOf(keyRuns.filter((run) => run.grain > 0)))
    add(`${bucket.grain}:${bucket.start / 1000}`, bucket.key, bucket.sign);
  for (const [index, run] of keyRuns.filter((run) => run.grain === 0).entries())
    add(`0:${index}`, run.key, run.sign);
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
  return union([rollupRowsOf(bucketsOf(keyRuns.filter((run) => run.grain > 0))), ...fromOrders], sql``);
}

export type OrderRow = [grain: number, place: number, source: string, orders: number, sum: number | string];

export function addUpByKey(keyRuns: KeyRun[], rows: OrderRow[]): KeySourceFigures[] {
  const places = placesOf(keyRuns);
  const figures = new Map<string, KeySourceFigures>();
  for (const [grain, place, source, orders, sum] of rows) {
    for (const { key, sign } of places.get(`${grain}:${place}`) ?? []) {
      const id = `${key} ${source}`;
      const entry = figures.get(id) ?? { key, source, orders: 0, sum: 0 };
      entry.orders += sign * orders;
      entry.sum += sign * Number(sum);
      figures.set(id, entry);
    }
  }
  return [...figures.values()];
}
