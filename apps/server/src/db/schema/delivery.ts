// Payment and shipping methods, delivery zones.
import { boolean, integer, jsonb, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps, translatable } from '../columns.ts';
import { pickupPoints } from './places.ts';

/** How a customer pays; each type has its own credentials (secrets never leave the server). */
export const paymentMethods = pgTable('payment_methods', {
  id: id(),
  name: translatable('name').notNull(),
  /** SIMPLE, STRIPE, SBER, PAYSELECTION */
  type: varchar('type', { length: 20 }).notNull().default('SIMPLE'),
  /** Set by an integration's mapping (iiko, Poster); read-only in the panel. */
  platform_id: varchar('platform_id', { length: 100 }),
  platform_type: varchar('platform_type', { length: 100 }),
  platform: varchar('platform', { length: 50 }),
  is_cashless: boolean('is_cashless').notNull().default(false),
  is_enabled: enabledFlag(),
  is_enabled_for_website: enabledFlag('is_enabled_for_website'),
  is_enabled_for_app: enabledFlag('is_enabled_for_app'),
  is_enabled_for_bot: enabledFlag('is_enabled_for_bot'),
  sber_user: varchar('sber_user', { length: 200 }),
  sber_password: varchar('sber_password', { length: 500 }),
  sber_test: boolean('sber_test').notNull().default(false),
  payselection_public: varchar('payselection_public', { length: 1000 }),
  payselection_secret: varchar('payselection_secret', { length: 500 }),
  payselection_website_id: varchar('payselection_website_id', { length: 100 }),
  stripe_public_key: varchar('stripe_public_key', { length: 500 }),
  stripe_secret_key: varchar('stripe_secret_key', { length: 500 }),
  ...timestamps(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: id(),
  name: translatable('name').notNull(),
  cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** minutes */
  delivery_time: integer('delivery_time').notNull().default(0),
  minimal_sum: numeric('minimal_sum', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** percent */
  discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  show_addresses: boolean('show_addresses').notNull().default(false),
  google_delivery_zones_enabled: boolean('google_delivery_zones_enabled').notNull().default(false),
  is_enabled_for_website: enabledFlag('is_enabled_for_website'),
  is_enabled_for_app: enabledFlag('is_enabled_for_app'),
  is_enabled_for_bot: enabledFlag('is_enabled_for_bot'),
  ...timestamps(),
});

/** A delivery area drawn on the map: google_map_data = {center: {lat, lng}, zoom, coords: [{lat, lng}]}. */
export const deliveryZones = pgTable('delivery_zones', {
  id: id(),
  name: translatable('name').notNull(),
  cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** minutes */
  service_time: integer('service_time').notNull().default(0),
  pickup_point_id: integer('pickup_point_id').references(() => pickupPoints.id, { onDelete: 'restrict' }),
  google_map_data: jsonb('google_map_data').$type<{
    center?: { lat: number; lng: number };
    zoom?: number;
    coords: { lat: number; lng: number }[];
  }>(),
  is_enabled: enabledFlag(),
  ...timestamps(),
});
