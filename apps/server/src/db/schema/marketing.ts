// Banners, customers with their groups and addresses, and the CRM board's tickets.
import { date, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps, translatable } from '../columns.ts';
import { cities, streets } from './places.ts';

export const banners = pgTable('banners', {
  id: id(),
  title: translatable('title').notNull(),
  url: varchar('url', { length: 500 }),
  app_url: varchar('app_url', { length: 500 }),
  image: varchar('image', { length: 100 }),
  mobile_image: varchar('mobile_image', { length: 100 }),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const customerGroups = pgTable('customer_groups', {
  id: id(),
  name: varchar('name', { length: 200 }).notNull(),
  discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const customers = pgTable(
  'customers',
  {
    id: id(),
    first_name: varchar('first_name', { length: 100 }),
    last_name: varchar('last_name', { length: 100 }),
    email: varchar('email', { length: 180 }),
    phone: varchar('phone', { length: 13 }).notNull(),
    platform: varchar('platform', { length: 50 }),
    platform_id: varchar('platform_id', { length: 100 }),
    is_enabled: enabledFlag(),
    customer_group_id: integer('customer_group_id').references(() => customerGroups.id, {
      onDelete: 'restrict',
    }),
    birthday: date('birthday', { mode: 'string' }),
    /** Where notification funnels reach the customer besides phone and e-mail. */
    telegram_chat_id: varchar('telegram_chat_id', { length: 50 }),
    push_token: varchar('push_token', { length: 500 }),
    ...timestamps(),
  },
  (table) => [index('customers_phone_idx').on(table.phone)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: id(),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull(),
    city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    street_id: integer('street_id').references(() => streets.id, { onDelete: 'restrict' }),
    street_number: varchar('street_number', { length: 20 }),
    flat_no: varchar('flat_no', { length: 20 }),
    entry_code: varchar('entry_code', { length: 20 }),
    entrance: varchar('entrance', { length: 20 }),
    floor: varchar('floor', { length: 20 }),
    ...timestamps(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customer_id)],
);

/** A CRM board card: OPEN, IN_PROGRESS, DONE. */
export const customerTickets = pgTable(
  'customer_tickets',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    status: varchar('status', { length: 20 }).notNull().default('OPEN'),
    customer_id: integer('customer_id').references(() => customers.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (table) => [index('customer_tickets_customer_idx').on(table.customer_id)],
);
