// Order statistics kept as rollups, so the dashboard never scans orders (issue 12).
// Triggers on orders and order_items keep them current in the writing transaction
// (SQL in the custom migration); a bulk load adds its orders' figures itself (rollup-tally.ts).
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './menu.ts';

/**
 * Orders (every status but CLOSED) per source and time bucket. `grain` is the bucket's length in
 * minutes (15, 60, 1440 or 10080); buckets are aligned to the Unix epoch (UTC), so a 15-minute
 * bucket fits any time zone and a week starts on a multiple of 7 days from 1970-01-01.
 */
export const orderStatBuckets = pgTable(
  'order_stat_buckets',
  {
    grain: integer('grain').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    orders_count: integer('orders_count').notNull().default(0),
    orders_sum: numeric('orders_sum', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.grain, table.bucket, table.source] }),
    check('order_stat_buckets_grain', sql`${table.grain} in (15, 60, 1440, 10080)`),
  ],
);

/**
 * Per product and time bucket (grain 60, 1440 or 10080 minutes): orders holding the product, those
 * where a line of it is a reorder, and first orders of a customer holding it.
 */
export const productStatBuckets = pgTable(
  'product_stat_buckets',
  {
    grain: integer('grain').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orders_count: integer('orders_count').notNull().default(0),
    reorder_count: integer('reorder_count').notNull().default(0),
    first_order_count: integer('first_order_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.grain, table.bucket, table.product_id] }),
    check('product_stat_buckets_grain', sql`${table.grain} in (60, 1440, 10080)`),
  ],
);
