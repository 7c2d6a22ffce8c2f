import { statisticTopSize } from '@mise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type Run, splitRange } from './range-runs.ts';
import type { KeyRange } from './statistic-keys.ts';

/** Orders (not CLOSED) of one interval key and source. */
export type KeySourceFigures = { key: number; source: string; orders: number; sum: number };
export type ProductFigures = {
  id: number;
  name: Record<string, string>;
  orders: number;
  reorders: number;
  firstOrders: number;
};

/** Where the figures come from: the rollups (the endpoint) or a scan of orders (tests, bench). */
export type StatisticReader = {
  /** Start of the first and end of the last UTC day holding an order, or null when none. */
  daysWithOrders(executor: Executor): Promise<{ first: number; last: number } | null>;
  ordersByKey(executor: Executor, keys: KeyRange[]): Promise<KeySourceFigures[]>;
  topProducts(executor: Executor, from: number, to: number): Promise<ProductFigures[]>;
  ordersTotal(executor: Executor): Promise<number>;
};

const dayMs = 86_400_000;
const orderGrains = [1440, 60, 15];
const productGrains = [1440, 60];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (time: number) => new Date(time).toISOString();

/** Runs as a table the query joins: (k key index, g grain, s start, e end, sign). */
const runsTable = (runs: (Run & { key: number })[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    runs.map((run) => ({
      k: run.key,
      g: run.grain,
      s: iso(run.start),
      e: iso(run.end),
      sign: run.sign,
    })),
  )}::jsonb) as r(k int, g int, s timestamptz, e timestamptz, sign int)`;

/** Every bucket of the runs as a table: (k key index, g grain, b bucket start, sign). */
const bucketsTable = (runs: (Run & { key: number })[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    runs.flatMap((run) => {
      const size = run.grain * 60_000;
      return Array.from({ length: (run.end - run.start) / size }, (_, index) => ({
        k: run.key,
        g: run.grain,
        b: iso(run.start + index * size),
        sign: run.sign,
      }));
    }),
  )}::jsonb) as b(k int, g int, b timestamptz, sign int)`;

/** Each product's counts as (product_id, orders, reorders, first_orders) → the three top lists. */
async function rankProducts(executor: Executor, totals: SQL): Promise<ProductFigures[]> {
  const result = await executor.execute(sql`
    with totals as (${totals}),
    ranked as (
      select *, row_number() over (order by orders desc, product_id) as by_orders,
        row_number() over (order by reorders desc, product_id) as by_reorders,
        row_number() over (order by first_orders desc, product_id) as by_first_orders
      from totals)
    select r.product_id as id, p.name, r.orders::int as orders, r.reorders::int as reorders,
      r.first_orders::int as "firstOrders"
    from ranked r join products p on p.id = r.product_id
    where (r.by_orders <= ${statisticTopSize} and r.orders > 0)
      or (r.by_reorders <= ${statisticTopSize} and r.reorders > 0)
      or (r.by_first_orders <= ${statisticTopSize} and r.first_orders > 0)`);
  return rowsOf<ProductFigures>(result);
}

type FiguresRow = { key: number; source: string; orders: number; sum: string | number };
const toFigures = (rows: FiguresRow[]) =>
  rows.map((row) => ({ key: row.key, source: row.source, orders: Number(row.orders), sum: Number(row.sum) }));

/** Reads the rollups, and the orders themselves only for the minutes at a range's edges. */
export const rollupReader: StatisticReader = {
  async daysWithOrders(executor) {
    const result = await executor.execute(sql`
      select (select (extract(epoch from bucket) * 1000)::float8 from order_stat_buckets
          where grain = 1440 and orders_count <> 0 order by bucket limit 1) as first,
        (select (extract(epoch from bucket) * 1000)::float8 from order_stat_buckets
          where grain = 1440 and orders_count <> 0 order by bucket desc limit 1) as last`);
    const [row] = rowsOf<{ first: number | null; last: number | null }>(result);
    return row?.first == null || row.last == null ? null : { first: row.first, last: row.last + dayMs };
  },

  async ordersByKey(executor, keys) {
    const runs = keys.flatMap((range, key) =>
      splitRange(range.start, range.end, orderGrains).map((run) => ({ ...run, key })),
    );
    if (runs.length === 0) return [];
    // Buckets are looked up one by one (a year of local days is some 1,100 of them), the raw
    // edges through one index range scan each (LATERAL: a join could scan every order).
    const buckets = runs.filter((run) => run.grain > 0);
    const raw = runs.filter((run) => run.grain === 0);
    const fromBuckets = buckets.length
      ? await executor.execute(sql`
      select b.k as key, s.source, sum(b.sign * s.orders_count)::int as orders, sum(b.sign * s.orders_sum) as sum
      from ${bucketsTable(buckets)}
      join order_stat_buckets s on s.grain = b.g and s.bucket = b.b
      group by 1, 2`)
      : { rows: [] };
    const fromOrders = raw.length
      ? await executor.execute(sql`
      select r.k as key, x.source, sum(r.sign)::int as orders, sum(r.sign * x.grandtotal) as sum
      from ${runsTable(raw)}
      cross join lateral (
        select o.source, o.grandtotal from orders o
        where o.created_at >= r.s and o.created_at < r.e and o.status <> 'CLOSED'
      ) as x
      group by 1, 2`)
      : { rows: [] };
    return toFigures([...rowsOf<FiguresRow>(fromBuckets), ...rowsOf<FiguresRow>(fromOrders)]);
  },

  topProducts(executor, from, to) {
    const runs = splitRange(from, to, productGrains).map((run) => ({ ...run, key: 0 }));
    if (runs.length === 0) return Promise.resolve([]);
    // Raw edges count an order once per product however many of its lines hold it.
    return rankProducts(
      executor,
      sql`select x.product_id, sum(r.sign * x.orders) as orders, sum(r.sign * x.reorders) as reorders,
        sum(r.sign * x.first_orders) as first_orders
      from ${runsTable(runs)}
      cross join lateral (
        select p.product_id, p.orders_count as orders, p.reorder_count as reorders, p.first_order_count as first_orders
        from product_stat_buckets p
        where r.g > 0 and p.grain = r.g and p.bucket >= r.s and p.bucket < r.e
        union all
        select i.product_id, 1, bool_or(i.is_reorder)::int, bool_or(o.is_customer_first_order)::int
        from orders o join order_items i on i.order_id = o.id and i.product_id is not null
        where r.g = 0 and o.created_at >= r.s and o.created_at < r.e and o.status <> 'CLOSED'
        group by o.id, i.product_id
      ) as x
      group by 1`,
    );
  },

  async ordersTotal(executor) {
    const result = await executor.execute(
      sql`select coalesce(sum(orders_count), 0)::int as total from order_stat_buckets where grain = 1440`,
    );
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  },
};

/** The same figures by reading every order in the range: the yardstick for tests and the bench. */
export const fullScanReader: StatisticReader = {
  async daysWithOrders(executor) {
    const result = await executor.execute(sql`
      select (extract(epoch from date_bin('1 day', min(created_at), ${'2000-01-01T00:00:00Z'}::timestamptz)) * 1000)::float8 as first,
        (extract(epoch from date_bin('1 day', max(created_at), ${'2000-01-01T00:00:00Z'}::timestamptz)) * 1000)::float8 as last
      from orders where status <> 'CLOSED'`);
    const [row] = rowsOf<{ first: number | null; last: number | null }>(result);
    return row?.first == null || row.last == null ? null : { first: row.first, last: row.last + dayMs };
  },

  async ordersByKey(executor, keys) {
    if (keys.length === 0) return [];
    const runs = keys.map((range, key) => ({
      grain: 0,
      start: range.start,
      end: range.end,
      sign: 1 as const,
      key,
    }));
    const result = await executor.execute(sql`
      select r.k as key, x.source, count(*)::int as orders, sum(x.grandtotal) as sum
      from ${runsTable(runs)}
      cross join lateral (
        select o.source, o.grandtotal from orders o
        where o.created_at >= r.s and o.created_at < r.e and o.status <> 'CLOSED'
      ) as x
      group by 1, 2`);
    return toFigures(rowsOf(result));
  },

  topProducts(executor, from, to) {
    return rankProducts(
      executor,
      sql`select i.product_id, count(distinct o.id) as orders,
        count(distinct o.id) filter (where i.is_reorder) as reorders,
        count(distinct o.id) filter (where o.is_customer_first_order) as first_orders
      from orders o join order_items i on i.order_id = o.id and i.product_id is not null
      where o.created_at >= ${iso(from)}::timestamptz and o.created_at < ${iso(to)}::timestamptz
        and o.status <> 'CLOSED'
      group by 1`,
    );
  },

  async ordersTotal(executor) {
    const result = await executor.execute(
      sql`select count(*)::int as total from orders where status <> 'CLOSED'`,
    );
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  },
};
