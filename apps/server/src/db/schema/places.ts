// Languages, settings, and where the restaurant delivers and serves: cities, streets, pickup points.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps, translatable } from '../columns.ts';

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
