import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bucketOrigin, type KeyRange } from './statistic-keys.ts';
import { iso, rankedProducts, runsTable } from './statistic-sql.ts';

export { rollupReader } from './rollup-reader.ts';

/** Orders (not CLOSED) of one interval key and source. */
export type KeySourceFigures = { key: number; source: string; orders: number; sum: number };
export type ProductFigures = {
  id: number;
  name: Record<string, string>;
  orders: number;
  reorders: number;
  firstOrders: number;
};
export type StatisticFigures = {
  byKey: KeySourceFigures[];
  /** The products that make one of the three top lists. */
  products: ProductFigures[];
  /** Every order ever but CLOSED ones. */
  ordersTotal: number;
};

/** Where the figures come from: the rollups (the endpoint) or a scan of orders (tests, bench). */
export type StatisticReader = {
  /** Start of the first and end of the last UTC day holding an order, or null when none. */
  daysWithOrders(executor: Executor): Promise<{ first: number; last: number } | null>;
  /** The orders of each key, the products of [from, to) and the orders total. */
  readFigures(executor: Executor, keys: KeyRange[], from: number, to: number): Promise<StatisticFigures>;
};

const dayMs = 86_400_000;

type FiguresRow = { key: number; source: string; orders: number; sum: string | number };
const toFigures = (rows: FiguresRow[]) =>
  rows.map((row) => ({ key: row.key, source: row.source, orders: Number(row.orders), sum: Number(row.sum) }));

async function scanOrdersByKey(executor: Executor, keys: KeyRange[]) {
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
}

async function scanProducts(executor: Executor, from: number, to: number) {
  const result = await executor.execute(
    rankedProducts(sql`select i.product_id, count(distinct o.id) as orders,
        count(distinct o.id) filter (where i.is_reorder) as reorders,
        count(distinct o.id) filter (where o.is_customer_first_order) as first_orders
      from orders o join order_items i on i.order_id = o.id and i.product_id is not null
      where o.created_at >= ${iso(from)}::timestamptz and o.created_at < ${iso(to)}::timestamptz
        and o.status <> 'CLOSED'
      group by 1`),
  );
  return rowsOf<ProductFigures>(result);
}

/** The same figures by reading every order in the range: the yardstick for tests and the bench. */
export const fullScanReader: StatisticReader = {
  async daysWithOrders(executor) {
    const result = await executor.execute(sql`
      select (extract(epoch from date_bin('1 day', min(created_at), ${bucketOrigin}::timestamptz)) * 1000)::float8 as first,
        (extract(epoch from date_bin('1 day', max(created_at), ${bucketOrigin}::timestamptz)) * 1000)::float8 as last
      from orders where status <> 'CLOSED'`);
    const [row] = rowsOf<{ first: number | null; last: number | null }>(result);
    return row?.first == null || row.last == null ? null : { first: row.first, last: row.last + dayMs };
  },

  async readFigures(executor, keys, from, to) {
    const byKey = await scanOrdersByKey(executor, keys);
    const products = await scanProducts(executor, from, to);
    const total = await executor.execute(
      sql`select count(*)::int as total from orders where status <> 'CLOSED'`,
    );
    return { byKey, products, ordersTotal: Number(rowsOf<{ total: number }>(total)[0]?.total ?? 0) };
  },
};
