// The menu: categories, ingredients, products with modifiers, bundles and cross-sells, stories, imports.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps, translatable } from '../columns.ts';
import { users } from './access.ts';

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
