// Coupons and promotions: the discounts the pricing module applies to storefront orders.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, translatable } from '../columns.ts';
import { customerGroups, customers } from './marketing.ts';
import { productCategories, products } from './menu.ts';
import { orders } from './sales.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar('code', { length: 50 }).notNull(),
    limit_per_customer: integer('limit_per_customer').notNull().default(1),
    /** Shown rounded to 10 decimals (spec part 2). */
    discount: numeric('discount', { precision: 22, scale: 10, mode: 'number' }).notNull().default(0),
    allow_guest: boolean('allow_guest').notNull().default(false),
    is_in_percent: boolean('is_in_percent').notNull().default(false),
    min_sum: numeric('min_sum', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    customer_group_id: integer('customer_group_id').references(() => customerGroups.id, {
      onDelete: 'restrict',
    }),
    free_product_id: integer('free_product_id').references(() => products.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  // codes are unique whatever their case
  (table) => [uniqueIndex('coupons_code_lower_idx').on(sql`lower(${table.code})`)],
);

export const couponProductCategories = pgTable(
  'coupon_product_categories',
  {
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.coupon_id, table.category_id] })],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.coupon_id, table.product_id] })],
);

/** One row per order that used a coupon: the per-customer limit counts these, once per order. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    coupon_id: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.coupon_id, table.order_id] }),
    index('coupon_uses_customer_idx').on(table.coupon_id, table.customer_id),
  ],
);

export const promotions = pgTable('promotions', {
  id: id(),
  name: translatable('name').notNull(),
  start_date: date('start_date', { mode: 'string' }),
  end_date: date('end_date', { mode: 'string' }),
  is_in_percent: boolean('is_in_percent').notNull().default(false),
  discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** [{start_at: "HH:mm", end_at: "HH:mm"}] in the restaurant's time zone */
  promotion_hours: jsonb('promotion_hours')
    .$type<{ start_at: string; end_at: string }[]>()
    .notNull()
    .default([]),
  /** {monday: true, ...} */
  days: jsonb('days').$type<Record<string, boolean>>().notNull().default({}),
  ...timestamps(),
});

export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotion_id: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.promotion_id, table.product_id] })],
);

export const promotionProductCategories = pgTable(
  'promotion_product_categories',
  {
    promotion_id: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.promotion_id, table.category_id] })],
);
