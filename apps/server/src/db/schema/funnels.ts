// Notification funnels: a message, its audience rules, and one delivery row per recipient and channel.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../columns.ts';
import { customerGroups, customers } from './marketing.ts';
import { productCategories, products } from './menu.ts';

export const notificationFunnels = pgTable('notification_funnels', {
  id: id(),
  header: varchar('header', { length: 200 }),
  content: text('content').notNull(),
  /** DRAFT, QUEUED, SENDING, DONE, FAILED */
  status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
  sms: boolean('sms').notNull().default(false),
  telegram_bot: boolean('telegram_bot').notNull().default(false),
  push_notification: boolean('push_notification').notNull().default(false),
  email: boolean('email').notNull().default(false),
  is_started: boolean('is_started').notNull().default(false),
  last_order_date_from: timestamp('last_order_date_from', { withTimezone: true }),
  last_order_date_to: timestamp('last_order_date_to', { withTimezone: true }),
  customer_registration_date_from: timestamp('customer_registration_date_from', { withTimezone: true }),
  customer_registration_date_to: timestamp('customer_registration_date_to', { withTimezone: true }),
  total_count: integer('total_count').notNull().default(0),
  sent_count: integer('sent_count').notNull().default(0),
  failed_count: integer('failed_count').notNull().default(0),
  skipped_count: integer('skipped_count').notNull().default(0),
  started_at: timestamp('started_at', { withTimezone: true }),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  ...timestamps(),
});

const funnelLink = (name: string) =>
  integer(name)
    .notNull()
    .references(() => notificationFunnels.id, { onDelete: 'cascade' });

export const funnelCustomerGroups = pgTable(
  'funnel_customer_groups',
  {
    funnel_id: funnelLink('funnel_id'),
    customer_group_id: integer('customer_group_id')
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.funnel_id, table.customer_group_id] })],
);

export const funnelCustomers = pgTable(
  'funnel_customers',
  {
    funnel_id: funnelLink('funnel_id'),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.funnel_id, table.customer_id] })],
);

export const funnelProductCategories = pgTable(
  'funnel_product_categories',
  {
    funnel_id: funnelLink('funnel_id'),
    category_id: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.funnel_id, table.category_id] })],
);

export const funnelProducts = pgTable(
  'funnel_products',
  {
    funnel_id: funnelLink('funnel_id'),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.funnel_id, table.product_id] })],
);

/**
 * The sending queue itself: one row per recipient and channel (unique, so nobody gets a message twice),
 * claimed with FOR UPDATE SKIP LOCKED, retried with backoff until max attempts.
 */
export const funnelDeliveries = pgTable(
  'funnel_deliveries',
  {
    id: id(),
    funnel_id: funnelLink('funnel_id'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** sms, telegram_bot, push_notification, email */
    channel: varchar('channel', { length: 20 }).notNull(),
    /** The phone, chat id, push token or address it goes to (kept for the log). */
    address: varchar('address', { length: 500 }),
    /** pending, sending, sent, failed, skipped */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).defaultNow().notNull(),
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    provider_message_id: varchar('provider_message_id', { length: 200 }),
    last_error: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('funnel_deliveries_once_idx').on(table.funnel_id, table.customer_id, table.channel),
    index('funnel_deliveries_queue_idx').on(table.status, table.next_attempt_at),
  ],
);
