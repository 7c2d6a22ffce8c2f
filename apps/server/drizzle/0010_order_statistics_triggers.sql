-- Order statistics rollups kept current by triggers in the writing transaction (see
-- apps/server/src/db/schema/statistics.ts and modules/order-statistic/order-rollups.ts).
CREATE OR REPLACE FUNCTION order_stats_add(o orders, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO order_stat_buckets AS s (grain, bucket, source, orders_count, orders_sum)
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '2000-01-01 00:00:00+00'),
         o.source, delta, delta * o.grandtotal
  FROM unnest(ARRAY[15, 60, 1440]) AS g(minutes)
  WHERE o.status <> 'CLOSED'
  ON CONFLICT (grain, bucket, source) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count, orders_sum = s.orders_sum + excluded.orders_sum;
  INSERT INTO product_stat_buckets AS s (grain, bucket, product_id, orders_count, reorder_count, first_order_count)
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '2000-01-01 00:00:00+00'),
         i.product_id, delta, delta * bool_or(i.is_reorder)::int, delta * o.is_customer_first_order::int
  FROM order_items i CROSS JOIN unnest(ARRAY[60, 1440]) AS g(minutes)
  WHERE i.order_id = o.id AND i.product_id IS NOT NULL AND o.status <> 'CLOSED'
  GROUP BY g.minutes, i.product_id
  ON CONFLICT (grain, bucket, product_id) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        reorder_count = s.reorder_count + excluded.reorder_count,
        first_order_count = s.first_order_count + excluded.first_order_count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_stats_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM order_stats_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM order_stats_add(NEW, 1); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_stats_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_stats_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    (OLD.status = 'CLOSED') IS DISTINCT FROM (NEW.status = 'CLOSED')
    OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.source IS DISTINCT FROM NEW.source
    OR OLD.grandtotal IS DISTINCT FROM NEW.grandtotal
    OR OLD.is_customer_first_order IS DISTINCT FROM NEW.is_customer_first_order
  ) EXECUTE FUNCTION orders_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_stats_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_stats_trigger();
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
  SELECT g.minutes, date_bin(make_interval(mins => g.minutes), o.created_at, timestamptz '2000-01-01 00:00:00+00'),
         c.product_id, sum(c.holds_delta), sum(c.reorder_delta), sum(c.holds_delta * o.is_customer_first_order::int)
  FROM changes c
  JOIN orders o ON o.id = c.order_id AND o.status <> 'CLOSED'
  CROSS JOIN unnest(ARRAY[60, 1440]) AS g(minutes)
  WHERE c.holds_delta <> 0 OR c.reorder_delta <> 0
  GROUP BY 1, 2, 3
  ON CONFLICT (grain, bucket, product_id) DO UPDATE
    SET orders_count = s.orders_count + excluded.orders_count,
        reorder_count = s.reorder_count + excluded.reorder_count,
        first_order_count = s.first_order_count + excluded.first_order_count;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_stats_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_stats_apply_lines(ARRAY[]::order_items[], ARRAY(SELECT id FROM new_lines));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_stats_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_stats_apply_lines(ARRAY(SELECT l::order_items FROM old_lines l), ARRAY(SELECT id FROM new_lines));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_stats_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_stats_apply_lines(ARRAY(SELECT l::order_items FROM old_lines l), ARRAY[]::integer[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_stats_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_stats_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_stats_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_stats_update();
--> statement-breakpoint
CREATE TRIGGER order_items_stats_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_stats_delete();
