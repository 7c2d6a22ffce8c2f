import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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

/** Layouts a product card may take (spec part 1, section 9); the category page never offers horizontal_slider. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    name: translatable('name').notNull(),
    meta_title: translatable('meta_title'),
    meta_description: translatable('meta_description'),
    parent_category_id: integer('parent_category_id').references((): AnyPgColumn => productCategories.id, {
      onDelete: 'restrict',
    }),
    /** Reserved rows (WITHOUT_CATEGORY) carry a code and stay out of lists and pickers. */
    code: varchar('code', { length: 50 }).unique(),
    platform: varchar('platform', { length: 50 }),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    sort: integer('sort').notNull().default(0),
    product_card: varchar('product_card', { length: 40 }),
    product_card_category_page: varchar('product_card_category_page', { length: 40 }),
    image: varchar('image', { length: 100 }),
    is_enabled_for_website: enabledFlag('is_enabled_for_website'),
    is_enabled_for_app: enabledFlag('is_enabled_for_app'),
    is_enabled_for_bot: enabledFlag('is_enabled_for_bot'),
    /** Every translation lower-cased without accents, for the global search (pg_trgm). */
    search_text: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [index('product_categories_parent_idx').on(table.parent_category_id)],
);

export const ingredientCategories = pgTable(
  'ingredient_categories',
  {
    id: id(),
    name: translatable('name').notNull(),
    color: varchar('color', { length: 20 }),
    image: varchar('image', { length: 100 }),
    parent_category_id: integer('parent_category_id').references((): AnyPgColumn => ingredientCategories.id, {
      onDelete: 'restrict',
    }),
    is_on_terminal: boolean('is_on_terminal').notNull().default(false),
    is_enabled: enabledFlag(),
    ...timestamps(),
  },
  (table) => [index('ingredient_categories_parent_idx').on(table.parent_category_id)],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    name: translatable('name').notNull(),
    ingredient_category_id: integer('ingredient_category_id').references(() => ingredientCategories.id, {
      onDelete: 'restrict',
    }),
    image: varchar('image', { length: 100 }),
    is_enabled: enabledFlag(),
    search_text: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [index('ingredients_category_idx').on(table.ingredient_category_id)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    type: varchar('type', { length: 20 }).notNull().default('PRODUCT'),
    /** Stable key of an imported row: a re-import updates the product with the same SKU. */
    sku: varchar('sku', { length: 64 }).unique(),
    name: translatable('name').notNull(),
    description: translatable('description'),
    meta_title: translatable('meta_title'),
    meta_description: translatable('meta_description'),
    category_id: integer('category_id').references(() => productCategories.id, {
      onDelete: 'restrict',
    }),
    color: varchar('color', { length: 20 }),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    weight: numeric('weight', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    image: varchar('image', { length: 100 }),
    is_popular: boolean('is_popular').notNull().default(false),
    is_additional: boolean('is_additional').notNull().default(false),
    is_enabled_for_website: enabledFlag('is_enabled_for_website'),
    is_enabled_for_app: enabledFlag('is_enabled_for_app'),
    is_enabled_for_bot: enabledFlag('is_enabled_for_bot'),
    search_text: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [index('products_category_idx').on(table.category_id)],
);

/** A modifier with options is a group: its options are rows whose group_id points at it. */
export const productModifiers = pgTable(
  'product_modifiers',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    group_id: integer('group_id').references((): AnyPgColumn => productModifiers.id, {
      onDelete: 'cascade',
    }),
    name: varchar('name', { length: 200 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    is_required: boolean('is_required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('product_modifiers_product_idx').on(table.product_id),
    index('product_modifiers_group_idx').on(table.group_id),
  ],
);

export const productCrossSells = pgTable(
  'product_cross_sells',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cross_sell_product_id: integer('cross_sell_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.product_id, table.cross_sell_product_id] }),
    index('product_cross_sells_target_idx').on(table.cross_sell_product_id),
  ],
);

/** A product sold inside another: deleting the bundled product is refused while a bundle holds it. */
export const productBundles = pgTable(
  'product_bundles',
  {
    id: id(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bundle_product_id: integer('bundle_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    ...timestamps(),
  },
  (table) => [
    index('product_bundles_product_idx').on(table.product_id),
    index('product_bundles_target_idx').on(table.bundle_product_id),
  ],
);

export const productIngredients = pgTable(
  'product_ingredients',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredient_id: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.product_id, table.ingredient_id] }),
    index('product_ingredients_ingredient_idx').on(table.ingredient_id),
  ],
);

export const stories = pgTable('stories', {
  id: id(),
  title: translatable('title').notNull(),
  web_link: varchar('web_link', { length: 500 }),
  app_link: varchar('app_link', { length: 500 }),
  image: varchar('image', { length: 100 }),
  video: varchar('video', { length: 100 }),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

/** One products import: the server works through it and the panel polls its progress. */
export const productImports = pgTable('product_imports', {
  id: id(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  file_name: varchar('file_name', { length: 200 }).notNull(),
  /** pending, running, done, failed */
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  total_rows: integer('total_rows').notNull().default(0),
  processed_rows: integer('processed_rows').notNull().default(0),
  created_count: integer('created_count').notNull().default(0),
  updated_count: integer('updated_count').notNull().default(0),
  /** [{line, field?, message}] */
  errors: jsonb('errors').$type<{ line: number; field?: string; message: string }[]>(),
  /** The parsed rows with their column mapping applied, so a restarted server can finish the work. */
  rows: jsonb('rows').$type<Record<string, unknown>[]>(),
  claimed_at: timestamp('claimed_at', { withTimezone: true }),
  finished_at: timestamp('finished_at', { withTimezone: true }),
  ...timestamps(),
});

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
