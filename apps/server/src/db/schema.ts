import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps, translatable } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  email: varchar('email', { length: 180 }).notNull().unique(),
  password_hash: text('password_hash').notNull(),
  first_name: varchar('first_name', { length: 100 }),
  last_name: varchar('last_name', { length: 100 }),
  phone: varchar('phone', { length: 32 }),
  role: varchar('role', { length: 16 }).notNull().default('manager'),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.user_id)],
);

export const languages = pgTable(
  'languages',
  {
    id: id(),
    code: varchar('code', { length: 4 }).notNull().unique(),
    title: varchar('title', { length: 20 }).notNull(),
    is_enabled: enabledFlag(),
    is_default: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  // at most one default, whatever runs at the same time
  (table) => [uniqueIndex('languages_one_default').on(sql`(true)`).where(sql`${table.is_default}`)],
);

export const cities = pgTable('cities', {
  id: id(),
  name: translatable('name').notNull(),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const settings = pgTable('settings', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  value: text('value'),
  ...timestamps(),
});

export const streets = pgTable('streets', {
  id: id(),
  name: varchar('name', { length: 200 }).notNull(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id, { onDelete: 'restrict' }),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const pickupPoints = pgTable('pickup_points', {
  id: id(),
  name: translatable('name').notNull(),
  address: varchar('address', { length: 300 }),
  city_id: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
  country: varchar('country', { length: 2 }),
  coordinates: varchar('coordinates', { length: 100 }),
  terminal_id: varchar('terminal_id', { length: 100 }),
  is_enabled_for_website: enabledFlag('is_enabled_for_website'),
  is_enabled_for_app: enabledFlag('is_enabled_for_app'),
  is_enabled_for_bot: enabledFlag('is_enabled_for_bot'),
  ...timestamps(),
});

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
