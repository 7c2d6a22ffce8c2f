// `npm run seed -- --orders N [--customers M] [--days D]`: N realistic orders straight into the
// database (DATABASE_URL, else the embedded one in DATA_DIR), then the rollups rebuilt.

import type { Worker } from 'node:worker_threads';
import { count, getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import type { UploadStore } from '../http/uploads.ts';
import type { Database } from './client.ts';
import { seedDemoData } from './demo-data.ts';
import { writeOrdersInBulk } from './demo-orders/bulk-orders.ts';
import { copyOrdersInBulk } from './demo-orders/copy-orders.ts';
import { startFormatter } from './demo-orders/copy-writer.ts';
import { findAdminId } from './demo-orders/demo-orders.ts';
import { loadOrderCatalog } from './demo-orders/order-catalog.ts';
import { generateOrders } from './demo-orders/order-generator.ts';
import {
  customers,
  orderDiscounts,
  orderItemModifiers,
  orderItems,
  orderStatBuckets,
  orderStatusHistory,
  orders as ordersTable,
  productStatBuckets,
  products,
} from './schema.ts';

const seededTables = [
  customers,
  ordersTable,
  orderItems,
  orderItemModifiers,
  orderDiscounts,
  orderStatusHistory,
  // The statistics read these: without planner statistics their scans are misjudged.
  orderStatBuckets,
  productStatBuckets,
];

/** The pool behind a PostgreSQL database (COPY needs a connection of its own); none for PGlite. */
const poolOf = (db: Database) => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

export type SeedOrdersOptions = {
  orders: number;
  /** Default: one customer per eight orders. */
  customers?: number;
  /** Spread over the last `days` days up to now; default a year. */
  days?: number;
  now?: Date;
  seed?: number;
  /** For the demo menu's pictures when the database has no products yet. */
  uploads: UploadStore;
  /** Set the tables' indexes aside and build them at the end; default from 20,000 orders up. */
  rebuildIndexes?: boolean;
  log?: (line: string) => void;
};

/** Writes the orders in one transaction (COPY on PostgreSQL, unnest batches on PGlite); answers what it wrote and how long each part took. */
export async function seedOrders(db: Database, options: SeedOrdersOptions) {
  const pool = poolOf(db);
  // On PostgreSQL the thread that makes the orders loads its modules while the menu is read.
  const formatter = pool ? startFormatter() : undefined;
  try {
    return await seed(db, pool, formatter, options);
  } finally {
    await formatter?.terminate();
  }
}

async function seed(
  db: Database,
  pool: pg.Pool | undefined,
  formatter: Worker | undefined,
  options: SeedOrdersOptions,
) {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const [{ total: productCount }] = await db.select({ total: count() }).from(products);
  if (Number(productCount) === 0) {
    log('No menu yet: loading the demo restaurant first (without its demo orders)');
    await db.transaction((tx) => seedDemoData(tx, options.uploads, { withOrders: false }));
    log(`  menu: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const catalog = await loadOrderCatalog(db);
  const [{ total: customersBefore }] = await db.select({ total: count() }).from(customers);
  const customerCount = options.customers ?? Math.max(1, Math.round(options.orders / 8));
  const generate = {
    orders: options.orders,
    customers: customerCount,
    days: options.days ?? 365,
    now: options.now ?? new Date(),
    seed: options.seed,
  };
  const userId = await findAdminId(db);
  const writeOptions = {
    userId,
    firstPhone: Number(customersBefore),
    rebuildIndexes: options.rebuildIndexes ?? options.orders >= 20_000,
    onBatch: (done: number) => log(`  ${done.toLocaleString('en-US')} orders written`),
    onPhase: (phase: string, seconds: number) => log(`  ${phase}: ${seconds.toFixed(1)} s`),
  };
  const { written, frozen } = pool
    ? await copyOrdersInBulk(pool, { catalog, generate }, { ...writeOptions, formatter })
    : {
        written: await writeOrdersInBulk(db, generateOrders(catalog, generate), writeOptions),
        frozen: new Set(),
      };
  const writeSeconds = (performance.now() - started) / 1000;
  // Fresh planner statistics and visibility maps (index-only counts): PGlite has no autovacuum,
  // and PostgreSQL's would come later. Tables written frozen need no VACUUM. A table per
  // statement: on PostgreSQL they run side by side.
  await Promise.all(
    seededTables.map((table) =>
      db.execute(frozen.has(getTableName(table)) ? sql`analyze ${table}` : sql`vacuum analyze ${table}`),
    ),
  );
  log(`  vacuum analyze: ${((performance.now() - started) / 1000 - writeSeconds).toFixed(1)} s`);
  return {
    orders: written,
    customers: customerCount,
    writeSeconds,
    seconds: (performance.now() - started) / 1000,
  };
}
