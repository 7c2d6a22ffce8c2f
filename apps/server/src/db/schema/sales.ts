// Orders and how they arrive: storefront API keys, orders with their lines, status history and live events.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps, translatable } from '../columns.ts';
import { users } from './access.ts';
import { deliveryZones, paymentMethods, shippingMethods } from './delivery.ts';
import { customers } from './marketing.ts';
import { productModifiers, products } from './menu.ts';
import { cities, pickupPoints, streets } from './places.ts';

const money = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);

/** One storefront (website, app or bot) calling the public API; only a hash of the key is kept. */
export const apiKeys = pgTable('api_keys', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  /** website, app, bot */
  channel: varchar('channel', { length: 10 }).notNull(),
  key_hash: varchar('key_hash', { length: 64 }).notNull().unique(),
  /** The key's last 4 characters, so staff can tell keys apart. */
  key_hint: varchar('key_hint', { length: 4 }).notNull(),
  last_used_at: timestamp('last_used_at', { withTimezone: true }),
  created_by_id: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

/** Order numbers customers see; separate from ids so they can start at 1001 and never repeat. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: integer('number').notNull().unique().default(sql`nextval('order_number_seq')`),
    /** OPEN, PAID, IN_PROGRESS, DONE, IN_DELIVERY, COMPLETED, CLOSED, ERROR (API.md) */
    status: varchar('status', { length: 20 }).notNull().default('OPEN'),
    /** website, app, bot, panel */
    source: varchar('source', { length: 10 }).notNull(),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    /** The customer's first order ever (for the dashboard's first-orders figures). */
    is_customer_first_order: boolean('is_customer_first_order').notNull().default(false),
    payment_method_id: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'restrict',
    }),
    shipping_method_id: integer('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'restrict',
    }),
    pickup_point_id: integer('pickup_point_id').references(() => pickupPoints.id, { onDelete: 'restrict' }),
    delivery_zone_id: integer('delivery_zone_id').references(() => deliveryZones.id, {
      onDelete: 'set null',
    }),
    subtotal: money('subtotal'),
    shipping_total: money('shipping_total'),
    discount: money('discount'),
    bonuses_used: money('bonuses_used'),
    grandtotal: money('grandtotal'),
    change_from: numeric('change_from', { precision: 12, scale: 2, mode: 'number' }),
    people_count: integer('people_count'),
    additional_people_count: integer('additional_people_count'),
    comment: text('comment'),
    /** When staff first opened it; until then the panel counts it as new (the Orders badge). */
    viewed_at: timestamp('viewed_at', { withTimezone: true }),
    /** Set when an integration (iiko, Poster) has taken the order: "exported". */
    platform_id: varchar('platform_id', { length: 100 }),
    delivery_term: timestamp('delivery_term', { withTimezone: true }),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    street_id: integer('street_id').references(() => streets.id, { onDelete: 'restrict' }),
    house: varchar('house', { length: 20 }),
    building: varchar('building', { length: 20 }),
    entrance: varchar('entrance', { length: 20 }),
    floor: varchar('floor', { length: 20 }),
    entry_code: varchar('entry_code', { length: 20 }),
    flat: varchar('flat', { length: 20 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    api_key_id: integer('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    /** Idempotency-Key of the storefront request and a hash of its body: a repeat answers this order. */
    idempotency_key: varchar('idempotency_key', { length: 200 }),
    idempotency_hash: varchar('idempotency_hash', { length: 64 }),
    ...timestamps(),
  },
  (table) => [
    index('orders_created_idx').on(table.created_at, table.id),
    index('orders_status_created_idx').on(table.status, table.created_at),
    index('orders_customer_idx').on(table.customer_id),
    // the list sorted by total reads a page by a short index scan, not a sort of every order
    index('orders_grandtotal_idx').on(table.grandtotal, table.id),
    // the new-order badge counts the few unviewed rows, never every order
    index('orders_unviewed_idx').on(table.id).where(sql`${table.viewed_at} is null`),
    uniqueIndex('orders_idempotency_idx')
      .on(table.api_key_id, table.idempotency_key)
      .where(sql`${table.idempotency_key} is not null`),
  ],
);

/** A line of an order; name and prices are copied so later menu edits never change a past order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    name: translatable('name').notNull(),
    qty: integer('qty').notNull(),
    /** unit price with modifiers */
    price: money('price'),
    subtotal: money('subtotal'),
    discount: money('discount'),
    grandtotal: money('grandtotal'),
    /** The customer had ordered this product before (the dashboard's reordered products). */
    is_reorder: boolean('is_reorder').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('order_items_order_idx').on(table.order_id),
    index('order_items_product_idx').on(table.product_id),
  ],
);

/** Product saves replace modifier rows, so a line keeps the modifier's name and price and loses only the link. */
export const orderItemModifiers = pgTable(
  'order_item_modifiers',
  {
    id: id(),
    order_item_id: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    modifier_id: integer('modifier_id').references(() => productModifiers.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    qty: integer('qty').notNull().default(1),
    price: money('price'),
  },
  (table) => [index('order_item_modifiers_item_idx').on(table.order_item_id)],
);

/** Each discount applied to an order, as a line: promotion, coupon, customer group (or shipping). */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: id(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** promotion, coupon, group, shipping */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The promotion, coupon or customer group id; no foreign key, the line must outlive it. */
    source_id: integer('source_id'),
    code: varchar('code', { length: 50 }),
    name: translatable('name'),
    amount: money('amount'),
  },
  (table) => [index('order_discounts_order_idx').on(table.order_id)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    from_status: varchar('from_status', { length: 20 }),
    to_status: varchar('to_status', { length: 20 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('order_status_history_order_idx').on(table.order_id)],
);

/** Every announced change, so a client reconnecting with Last-Event-ID gets what it missed. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** order.created, order.status */
    type: varchar('type', { length: 20 }).notNull(),
    order_id: integer('order_id').notNull(),
    data: jsonb('data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('order_events_created_idx').on(table.created_at)],
);
