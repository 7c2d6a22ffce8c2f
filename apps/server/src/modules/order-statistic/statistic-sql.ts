import { statisticTopSize } from '@mise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Run } from './range-runs.ts';

export const iso = (time: number) => new Date(time).toISOString();

/** Runs as a table the query joins: (k key index, g grain, s start, e end, sign). */
export const runsTable = (runs: (Run & { key: number })[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(
    runs.map((run) => ({
      k: run.key,
      g: run.grain,
      s: iso(run.start),
      e: iso(run.end),
      sign: run.sign,
    })),
  )}::jsonb) as r(k int, g int, s timestamptz, e timestamptz, sign int)`;

/**
 * Each product's counts as (product_id, orders, reorders, first_orders) → the rows of the three
 * top lists: (id, name, orders, reorders, firstOrders).
 */
export const rankedProducts = (totals: SQL) => sql`
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
    or (r.by_first_orders <= ${statisticTopSize} and r.first_orders > 0)`;
