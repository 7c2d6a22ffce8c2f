import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bucketOrigin } from './statistic-keys.ts';
import { rowsOf } from './statistic-sql.ts';

const bucketOf = (minutes: number, time: ReturnType<typeof sql>) =>
  sql`date_bin(make_interval(mins => ${minutes}::int), ${time}, ${bucketOrigin}::timestamptz)`;

/**
 * Refills the statistics rollups from orders and their lines, as the triggers would have kept
 * them: for a bulk load written with triggers disabled (the seeder), one INSERT..SELECT each.
 * Orders and lines are read once, into the finest grain; the coarser grains add those up (the
 * buckets share their origin, so a 15-minute bucket lies inside one hour, one day and one week).
 */
export async function rebuildOrderRollups(executor: Executor): Promise<void> {
  // Hashes of the groups, not sorts of every line (the lines of a million orders added up in
  // 60 % of the time), and no JIT compilation, which costs more than it saves on these. Set for
  // the two statements only: the caller's transaction goes on.
  const [previous] = rowsOf<{ sort: string; jit: string }>(
    await executor.execute(sql`select current_setting('enable_sort') as sort, current_setting('jit') as jit,
      set_config('enable_sort', 'off', true), set_config('jit', 'off', true)`),
  );
  await executor.execute(sql`truncate order_stat_buckets, product_stat_buckets`);
  await executor.execute(sql`
    insert into order_stat_buckets (grain, bucket, source, orders_count, orders_sum)
    with quarters as (
      select ${bucketOf(15, sql`o.created_at`)} as bucket, o.source, count(*) as orders_count,
        sum(o.grandtotal) as orders_sum
      from orders o where o.status <> 'CLOSED'
      group by 1, 2
    )
    select 15, bucket, source, orders_count, orders_sum from quarters
    union all
    select g.minutes, date_bin(make_interval(mins => g.minutes), q.bucket, ${bucketOrigin}::timestamptz), q.source,
      sum(q.orders_count), sum(q.orders_sum)
    from quarters q cross join unnest(array[60, 1440, 10080]) as g(minutes)
    group by 1, 2, 3`);
  await executor.execute(sql`
    insert into product_stat_buckets (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
    with hours as (
      select ${bucketOf(60, sql`o.created_at`)} as bucket, lines.product_id, count(*) as orders_count,
        count(*) filter (where lines.is_reorder) as reorder_count,
        count(*) filter (where o.is_customer_first_order) as first_order_count
      from (
        -- An order counts once per product however many lines hold it, as a reorder if any is.
        select distinct on (order_id, product_id) order_id, product_id, is_reorder
        from order_items where product_id is not null
        order by order_id, product_id, is_reorder desc
      ) as lines
      join orders o on o.id = lines.order_id and o.status <> 'CLOSED'
      group by 1, 2
    )
    select 60, bucket, product_id, orders_count, reorder_count, first_order_count from hours
    union all
    select g.minutes, date_bin(make_interval(mins => g.minutes), h.bucket, ${bucketOrigin}::timestamptz),
      h.product_id, sum(h.orders_count), sum(h.reorder_count), sum(h.first_order_count)
    from hours h cross join unnest(array[1440, 10080]) as g(minutes)
    group by 1, 2, 3`);
  await executor.execute(
    sql`select set_config('enable_sort', ${previous.sort}, true), set_config('jit', ${previous.jit}, true)`,
  );
}
