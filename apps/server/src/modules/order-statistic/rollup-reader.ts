import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { splitRange } from './range-runs.ts';
import {
  addUpByKey,
  orderGrains,
  orderRows,
  orderRowsText,
  parseOrderRows,
  union,
} from './rollup-order-rows.ts';
import type { StatisticReader } from './statistic-readers.ts';
import { iso, rankedProducts } from './statistic-sql.ts';

const productGrains = [10080, 1440, 60];

/** Each product's counts over [from, to): a few runs of week, day and hour buckets, raw minutes at the ends. */
function productTotals(from: number, to: number): SQL {
  const parts = splitRange(from, to, productGrains).map((run) => {
    const sign = sql`${run.sign}::int`;
    if (run.grain > 0)
      return sql`select p.product_id, ${sign} * p.orders_count as orders, ${sign} * p.reorder_count as reorders,
        ${sign} * p.first_order_count as first_orders
      from product_stat_buckets p
      where p.grain = ${run.grain} and p.bucket >= ${iso(run.start)}::timestamptz
        and p.bucket < ${iso(run.end)}::timestamptz`;
    // An order counts once per product however many of its lines hold it.
    return sql`select i.product_id, ${sign}, ${sign} * bool_or(i.is_reorder)::int,
        ${sign} * bool_or(o.is_customer_first_order)::int
      from orders o join order_items i on i.order_id = o.id and i.product_id is not null
      where o.created_at >= ${iso(run.start)}::timestamptz and o.created_at < ${iso(run.end)}::timestamptz
        and o.status <> 'CLOSED'
      group by o.id, i.product_id`;
  });
  const rows = union(parts, sql`select null::int, 0, 0, 0 where false`);
  return sql`select product_id, sum(orders) as orders, sum(reorders) as reorders, sum(first_orders) as first_orders
    from (${rows}) as x(product_id, orders, reorders, first_orders) group by 1`;
}

const dayMs = 86_400_000;
type FiguresRow = {
  orderRows: string | null;
  products: {
    id: number;
    name: Record<string, string>;
    orders: number;
    reorders: number;
    firstOrders: number;
  }[];
  ordersTotal: number;
};

/**
 * Reads the rollups, and the orders themselves only for the minutes at a range's edges: one
 * statement, so one snapshot and one round trip, whose bounds the planner sees (no JIT-sized guesses).
 */
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

  async readFigures(executor, keys, from, to) {
    const keyRuns = keys.flatMap((range, key) =>
      splitRange(range.start, range.end, orderGrains).map(({ grain, start, end, sign }) => ({
        grain,
        start,
        end,
        sign,
        key,
      })),
    );
    const result = await executor.execute(sql`
      with order_rows as (${orderRows(keyRuns)}),
        top_products as (${rankedProducts(productTotals(from, to))})
      select (${orderRowsText(sql`order_rows`)}) as "orderRows",
        (select coalesce(json_agg(top_products), '[]') from top_products) as products,
        (select coalesce(sum(orders_count), 0)::int from order_stat_buckets where grain = 10080) as "ordersTotal"`);
    const [row] = rowsOf<FiguresRow>(result);
    return {
      byKey: addUpByKey(keyRuns, parseOrderRows(row.orderRows)),
      products: row.products,
      ordersTotal: Number(row.ordersTotal),
    };
  },
};
