-- Weekly buckets (grain 10080) in both rollups, so a year reads 52 weeks instead of 365 days.
-- Writers wait until this commits: an order written meanwhile by a trigger of the old grains would
-- miss its week, and the backfill below would not see it either.
LOCK TABLE orders, order_items IN SHARE MODE;--> statement-breakpoint
ALTER TABLE "order_stat_buckets" DROP CONSTRAINT "order_stat_buckets_grain";--> statement-breakpoint
ALTER TABLE "product_stat_buckets" DROP CONSTRAINT "product_stat_buckets_grain";--> statement-breakpoint
ALTER TABLE "order_stat_buckets" ADD CONSTRAINT "order_stat_buckets_grain" CHECK ("order_stat_buckets"."grain" in (15, 60, 1440, 10080));--> statement-breakpoint
ALTER TABLE "product_stat_buckets" ADD CONSTRAINT "product_stat_buckets_grain" CHECK ("product_stat_buckets"."grain" in (60, 1440, 10080));--> statement-breakpoint
-- Buckets now start from the Unix epoch, as the reader's splitRange floors epoch milliseconds: from
-- 2000-01-01 (10957 days later, not whole weeks) weeks would start on Saturdays. The smaller grains
-- divide those 10957 days, so their buckets stay the same.
CREATE OR REPLACE FUNCTION order_stats_add(o orders, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_stat_buckets AS s (grain, bucket, source, orders_count, orders_sum)
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '1970-01-01 00:00:00+00'),
         o.source, delta, delta * o.grandtotal
  FROM unnest(ARRAY[15, 60, 1440, 10080]) AS g(minutes)
  WHERE o.status <> 'CLOSED'
  ON CONFLICT (grain, bucket, source) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count, orders_sum = s.orders_sum + excluded.orders_sum;
  INSERT INTO product_stat_buckets AS s (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '1970-01-01 00:00:00+00'),
         i.product_id, delta, delta * bool_or(i.is_reorder)::int, delta * o.is_customer_first_order::int
  FROM order_items i CROSS JOIN unnest(ARRAY[60, 1440, 10080]) AS g(minutes)
  WHERE i.order_id = o.id AND i.product_id IS NOT NULL AND o.status <> 'CLOSED'
  GROUP BY g.minutes, i.product_id
  ON CONFLICT (grain, bucket, product_id) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        reorder_count = s.reorder_count + excluded.reorder_count,
        first_order_count = s.first_order_count + excluded.first_order_count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_stats_apply_lines(removed order_items[], added_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH pairs AS (
    SELECT r.order_id, r.product_id FROM unnest(removed) AS r WHERE r.product_id IS NOT NULL
    UNION
    SELECT i.order_id, i.product_id FROM order_items i WHERE i.id = ANY(added_ids) AND i.product_id IS NOT NULL
  ),
  lines AS (
    SELECT i.order_id, i.product_id, i.is_reorder, true AS is_after, NOT (i.id = ANY(added_ids)) AS is_before
    FROM order_items i JOIN pairs p ON p.order_id = i.order_id AND p.product_id = i.product_id
    UNION ALL
    SELECT r.order_id, r.product_id, r.is_reorder, false, true FROM unnest(removed) AS r WHERE r.product_id IS NOT NULL
  ),
  changes AS (
    SELECT order_id, product_id,
           bool_or(is_after)::int - bool_or(is_before)::int AS holds_delta,
           coalesce(bool_or(is_reorder) FILTER (WHERE is_after), false)::int
             - coalesce(bool_or(is_reorder) FILTER (WHERE is_before), false)::int AS reorder_delta
    FROM lines GROUP BY order_id, product_id
  )
  INSERT INTO product_stat_buckets AS s (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '1970-01-01 00:00:00+00'),
         c.product_id, sum(c.holds_delta), sum(c.reorder_delta), sum(c.holds_delta * o.is_customer_first_order::int)
  FROM changes c
  JOIN orders o ON o.id = c.order_id AND o.status <> 'CLOSED'
  CROSS JOIN unnest(ARRAY[60, 1440, 10080]) AS g(minutes)
  WHERE c.holds_delta <> 0 OR c.reorder_delta <> 0
  GROUP BY 1, 2, 3
  ON CONFLICT (grain, bucket, product_id) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        reorder_count = s.reorder_count + excluded.reorder_count,
        first_order_count = s.first_order_count + excluded.first_order_count;
$$;
--> statement-breakpoint
-- Backfill: the weeks of an existing database from its days (a day lies inside one week).
INSERT INTO order_stat_buckets (grain, bucket, source, orders_count, orders_sum)
SELECT 10080, date_bin('10080 minutes', bucket, timestamptz '1970-01-01 00:00:00+00'), source,
       sum(orders_count), sum(orders_sum)
FROM order_stat_buckets WHERE grain = 1440
GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO product_stat_buckets (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
SELECT 10080, date_bin('10080 minutes', bucket, timestamptz '1970-01-01 00:00:00+00'), product_id,
       sum(orders_count), sum(reorder_count), sum(first_order_count)
FROM product_stat_buckets WHERE grain = 1440
GROUP BY 2, 3;
