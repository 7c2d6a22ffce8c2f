import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bucketOrigin } from './statistic-keys.ts';

const bucketOf = (grain: ReturnType<typeof sql>) =>
  sql`date_bin(make_interval(mins => ${grain}), o.created_at, ${bucketOrigin}::timestamptz)`;

/**
 * Refills the statistics rollups from orders and their lines, as the triggers would have kept
 * them: for a bulk load written with triggers disabled (the seeder), one INSERT..SELECT each.
 */
export async function rebuildOrderRollups(executor: Executor): Promise<void> {
  await executor.execute(sql`truncate order_stat_buckets, product_stat_buckets`);
  await executor.execute(sql`
    insert into order_stat_buckets (grain, bucket, source, orders_count, orders_sum)
    select g.minutes, ${bucketOf(sql`g.minutes`)}, o.source, count(*), sum(o.grandtotal)
    from orders o cross join unnest(array[15, 60, 1440]) as g(minutes)
    where o.status <> 'CLOSED'
    group by 1, 2, 3`);
  await executor.execute(sql`
    insert into product_stat_buckets (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
    select g.minutes, ${bucketOf(sql`g.minutes`)}, lines.product_id, count(*),
      count(*) filter (where lines.is_reorder), count(*) filter (where o.is_customer_first_order)
    from (
      select order_id, product_id, bool_or(is_reorder) as is_reorder
      from order_items where product_id is not null group by 1, 2
    ) as lines
    join orders o on o.id = lines.order_id and o.status <> 'CLOSED'
    cross join unnest(array[60, 1440]) as g(minutes)
    group by 1, 2, 3`);
}
