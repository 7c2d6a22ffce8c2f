// `npm run seed -- --orders N [--customers M] [--days D]`: N realistic orders straight into the
// database (DATABASE_URL, else the embedded one in DATA_DIR), then the rollups rebuilt.
import { count, sql } from 'drizzle-orm';
import type { UploadStore } from '../http/uploads.ts';
import type { Database } from './client.ts';
import { seedDemoData } from './demo-data.ts';
import { writeOrdersInBulk } from './demo-orders/bulk-orders.ts';
import { findAdminId } from './demo-orders/demo-orders.ts';
import { loadOrderCatalog } from './demo-orders/order-catalog.ts';
import { generateOrders } from './demo-orders/order-generator.ts';
import { customers, products } from './schema.ts';

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
  log?: (line: string) => void;
};

/** Writes the orders in one transaction; answers what it wrote and how long each part took. */
export async function seedOrders(db: Database, options: SeedOrdersOptions) {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const [{ total: productCount }] = await db.select({ total: count() }).from(products);
  if (Number(productCount) === 0) {
    log('No menu yet: loading the demo restaurant first (without its demo orders)');
    await db.transaction((tx) => seedDemoData(tx, options.uploads, { withOrders: false }));
  }
  const catalog = await loadOrderCatalog(db);
  const [{ total: customersBefore }] = await db.select({ total: count() }).from(customers);
  const customerCount = options.customers ?? Math.max(1, Math.round(options.orders / 8));
  const orders = generateOrders(catalog, {
    orders: options.orders,
    customers: customerCount,
    days: options.days ?? 365,
    now: options.now ?? new Date(),
    seed: options.seed,
  });
  const userId = await findAdminId(db);
  const written = await writeOrdersInBulk(db, orders, {
    userId,
    firstPhone: Number(customersBefore),
    rebuildIndexes: options.orders >= 20_000,
    onBatch: (done) => log(`  ${done.toLocaleString('en-US')} orders written`),
  });
  const writeSeconds = (performance.now() - started) / 1000;
  // Fresh planner statistics and visibility maps (index-only counts): PGlite has no autovacuum,
  // and PostgreSQL's would come later.
  await db.execute(
    sql`vacuum analyze customers, orders, order_items, order_item_modifiers, order_discounts, order_status_history`,
  );
  return {
    orders: written,
    customers: customerCount,
    writeSeconds,
    seconds: (performance.now() - started) / 1000,
  };
}
