import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrudRepository } from '../http/crud-repository.ts';
import { UploadStore } from '../http/uploads.ts';
import { orderResource } from '../modules/order/order.resource.ts';
import { computeOrderStatistic } from '../modules/order-statistic/order-statistic.service.ts';
import { fullScanReader, rollupReader } from '../modules/order-statistic/statistic-readers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf } from './rows.ts';
import { customers, orderItems, orderStatusHistory, orders, products, users } from './schema.ts';
import { seedOrders } from './seed-orders.ts';

const total = async (query: Promise<{ total: number }[]>) => Number((await query)[0].total);

const range = {
  from: Date.UTC(2026, 10, 1),
  to: Date.UTC(2026, 10, 24, 18),
  timeZone: 'Europe/Warsaw',
  databaseZone: 'Europe/Warsaw',
};
const now = Date.UTC(2026, 10, 24, 18);

const loadedTables = ['customers', 'orders', 'order_items', 'order_item_modifiers', 'order_discounts'].concat(
  ['order_status_history', 'order_stat_buckets', 'product_stat_buckets', 'coupon_uses'],
);
/** The loaded tables' indexes, constraints and triggers (each on or off): what a load must leave as it found. */
async function tableDefinitions(db: TestApp['db']) {
  const tables = sql`array(select to_regclass(name) from unnest(${sql.param(loadedTables)}::text[]) as name)`;
  const result = await db.execute(sql`select definition from (
      select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = any(${tables})
      union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where conrelid = any(${tables})
      union all select tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid) from pg_trigger
        where tgrelid = any(${tables})
    ) as d order by definition`);
  return rowsOf<{ definition: string }>(result).map((row) => row.definition);
}

describe('seedOrders', () => {
  let api: TestApp;
  const folders: string[] = [];
  /** A fresh uploads folder for the demo menu's pictures, removed after the suite. */
  const newUploads = async () => {
    folders.push(await mkdtemp(path.join(tmpdir(), 'mise-seed-')));
    return new UploadStore(folders[folders.length - 1]);
  };
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('loads the demo menu into an empty database, then orders, customers, lines and history', async () => {
    const uploads = await newUploads();
    const now = new Date('2026-11-24T18:00:00Z');
    const result = await seedOrders(api.db, { orders: 1_200, customers: 150, days: 30, now, uploads });
    expect(result).toMatchObject({ orders: 1_200, customers: 150 });
    const db = api.db;
    expect(await total(db.select({ total: count() }).from(orders))).toBe(1_200);
    expect(await total(db.select({ total: count() }).from(products))).toBeGreaterThan(50);
    // The demo restaurant's two guests, and the seeder's own 150, each with a first order.
    expect(await total(db.select({ total: count() }).from(customers))).toBe(152);
    expect(
      await total(db.select({ total: count() }).from(orders).where(eq(orders.is_customer_first_order, true))),
    ).toBe(150);
    const lines = await total(db.select({ total: count() }).from(orderItems));
    expect(lines / 1_200).toBeGreaterThan(2.3);
    const [admin] = await db.select({ id: users.id }).from(users);
    const history = await db.select({ user: orderStatusHistory.user_id }).from(orderStatusHistory);
    expect(history.length).toBeGreaterThan(1_200 * 3);
    expect(history.every((row) => row.user === admin.id)).toBe(true);
    const [sums] = (
      (await db.execute(sql`select count(*)::int as bad from orders o
        where o.subtotal <> (select sum(i.subtotal) from order_items i where i.order_id = o.id)
           or o.grandtotal <> o.subtotal + o.shipping_total - o.discount`)) as unknown as {
        rows: { bad: number }[];
      }
    ).rows;
    expect(sums.bad).toBe(0);
    // A customer signs up on a storefront channel; one whose first order staff took has none.
    const platforms = await db.selectDistinct({ platform: customers.platform }).from(customers);
    expect(new Set(platforms.map((row) => row.platform))).toEqual(new Set(['app', 'bot', 'website', null]));
  });

  it('lets a big list answer the planner estimate instead of counting every row', async () => {
    const repository = createCrudRepository(orderResource);
    const estimated = await repository.countOrEstimate(api.db, undefined, 100);
    expect(estimated.isEstimate).toBe(true);
    expect(estimated.total).toBeGreaterThan(1_000);
    expect(estimated.total).toBeLessThan(1_500);
    expect(await repository.countOrEstimate(api.db, undefined, 10_000)).toEqual({
      total: 1_200,
      isEstimate: false,
    });
  });

  it("leaves the rollups equal to a full scan, the orders' and lines' triggers back on", async () => {
    const fromRollups = await computeOrderStatistic(api.db, rollupReader, range, now);
    expect(fromRollups).toEqual(await computeOrderStatistic(api.db, fullScanReader, range, now));
    expect(fromRollups.ordersForRange).toBeGreaterThan(500);
    const [order] = await api.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'OPEN'))
      .limit(1);
    await api.db.update(orders).set({ status: 'CLOSED' }).where(eq(orders.id, order.id));
    // The lines' statement triggers feed the product rollups: a line of the best seller goes.
    const [line] = (
      (await api.db.execute(sql`select i.id from order_items i join orders o on o.id = i.order_id
        where o.status = 'COMPLETED' and o.created_at >= ${new Date(range.from).toISOString()}
        order by count(*) over (partition by i.product_id) desc, i.id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await api.db.delete(orderItems).where(eq(orderItems.id, line.id));
    const afterChange = await computeOrderStatistic(api.db, rollupReader, range, now);
    expect(afterChange).toEqual(await computeOrderStatistic(api.db, fullScanReader, range, now));
  });

  it('puts the indexes, keys and triggers it set aside back as they were', async () => {
    const before = await tableDefinitions(api.db);
    expect(before.some((definition) => definition.startsWith('order_status_history_pkey PRIMARY KEY'))).toBe(
      true,
    );
    const uploads = await newUploads();
    const seeded = { orders: 200, days: 10, now: new Date(now), seed: 3, uploads, rebuildIndexes: true };
    await seedOrders(api.db, seeded);
    expect(await tableDefinitions(api.db)).toEqual(before);
  });

  it('leaves nothing of a load cut short, and the tables as they were', async () => {
    const before = await tableDefinitions(api.db);
    const ordersBefore = await total(api.db.select({ total: count() }).from(orders));
    const uploads = await newUploads();
    const cutShort = (line: string) => {
      if (line.includes('orders written')) throw new Error('Interrupted');
    };
    const seeded = {
      orders: 300,
      days: 10,
      now: new Date(now),
      uploads,
      rebuildIndexes: true,
      log: cutShort,
    };
    await expect(seedOrders(api.db, seeded)).rejects.toThrow('Interrupted');
    expect(await total(api.db.select({ total: count() }).from(orders))).toBe(ordersBefore);
    expect(await tableDefinitions(api.db)).toEqual(before);
  });

  it('adds a second load to the rollups the first one left', async () => {
    const before = await computeOrderStatistic(api.db, fullScanReader, range, now);
    const uploads = await newUploads();
    await seedOrders(api.db, { orders: 400, days: 20, now: new Date(now), seed: 7, uploads });
    const fromRollups = await computeOrderStatistic(api.db, rollupReader, range, now);
    expect(fromRollups).toEqual(await computeOrderStatistic(api.db, fullScanReader, range, now));
    expect(fromRollups.ordersForRange).toBeGreaterThan(before.ordersForRange + 300);
  });
});
