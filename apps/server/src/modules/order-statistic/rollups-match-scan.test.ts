import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { orderStatusTransitions } from '@mise/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { orderItems, orders, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { computeOrderStatistic, type StatisticRange } from './order-statistic.service.ts';
import { splitRange } from './range-runs.ts';
import { toDatabaseZone } from './statistic-keys.ts';
import { fullScanReader, rollupReader } from './statistic-readers.ts';

const zones = ['UTC', '+02:00', '-05:00', '+05:30', 'Europe/Warsaw', 'America/New_York', 'Asia/Kathmandu'];
// Nine weeks of orders (weeks start on Thursdays), across both clock changes of 2026 (8 and 29 March).
const origin = Date.UTC(2026, 2, 1);
const days = 63;
const hour = 3_600_000;
const now = origin + (days + 10) * 24 * hour;
/** Local 23 March to 21 April in Warsaw: over its clock change and four week boundaries. */
const acrossWeeks = { from: Date.UTC(2026, 2, 22, 23), to: Date.UTC(2026, 3, 20, 22) };

/** The weekly rows of both rollups that hold anything (the triggers leave emptied rows behind). */
const weeklyRows = sql`
  select 'order' as rollup, extract(epoch from bucket)::bigint as bucket, source as id, orders_count,
    orders_sum::text as sum, 0 as reorders, 0 as first_orders
  from order_stat_buckets where grain = 10080 and (orders_count <> 0 or orders_sum <> 0)
  union all
  select 'product', extract(epoch from bucket)::bigint, product_id::text, orders_count, '0', reorder_count,
    first_order_count
  from product_stat_buckets
  where grain = 10080 and (orders_count <> 0 or reorder_count <> 0 or first_order_count <> 0)
  order by 1, 2, 3`;

/** Migration 0013's backfill: its statements that insert the weeks from the days. */
async function weeklyBackfill() {
  const files = await readdir(migrationsFolder);
  const file = files.find((name) => name.startsWith('0013_'))!;
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  return text.split('--> statement-breakpoint').filter((statement) => /^INSERT INTO/m.test(statement));
}

/** Rollups (kept by triggers, or rebuilt) answer exactly what a scan of the orders answers. */
describe('order statistics: rollups equal a full scan', () => {
  let api: TestApp;
  let seed = 12_345;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  const compare = async (range: StatisticRange) => {
    const expected = await computeOrderStatistic(api.db, fullScanReader, range, now);
    const actual = await computeOrderStatistic(api.db, rollupReader, range, now);
    expect(actual, JSON.stringify(range)).toEqual(expected);
  };
  const compareOnRandomRanges = async (count: number) => {
    for (let trial = 0; trial < count; trial++) {
      const timeZone = zones[trial % zones.length];
      const from = origin + Math.floor(random() * days * 24 * 60) * 60_000 + Math.floor(random() * 60_000);
      const length = pick([2 * hour, 24 * hour, 3 * 24 * hour, 17 * 24 * hour, 40 * 24 * hour]) * random();
      const range = {
        from,
        to: from + Math.floor(length),
        timeZone,
        databaseZone: toDatabaseZone(timeZone)!,
      };
      await compare(pick([range, { ...range, from: undefined }, { ...range, to: undefined }]));
    }
    // Whole weeks inside, a clock change and a few hours off the UTC weeks at both ends.
    expect(
      splitRange(acrossWeeks.from, acrossWeeks.to, [10080, 1440, 60]).some((run) => run.grain === 10080),
    ).toBe(true);
    for (const timeZone of zones)
      await compare({ ...acrossWeeks, timeZone, databaseZone: toDatabaseZone(timeZone)! });
  };

  beforeAll(async () => {
    api = await createTestApp();
    const productIds = (
      await api.db
        .insert(products)
        .values(Array.from({ length: 8 }, (_, index) => ({ name: { en: `Dish ${index}` } })))
        .returning({ id: products.id })
    ).map((row) => row.id);
    const orderRows = Array.from({ length: 600 }, () => ({
      created_at: new Date(
        origin + Math.floor(random() * days * 24 * 60) * 60_000 + Math.floor(random() * 60_000),
      ),
      source: pick(['website', 'app', 'bot', 'panel']),
      status: pick(['OPEN', 'PAID', 'IN_PROGRESS', 'DONE', 'COMPLETED', 'CLOSED', 'ERROR']),
      grandtotal: Math.round(random() * 20_000) / 100,
      is_customer_first_order: random() < 0.3,
    }));
    const orderIds = (await api.db.insert(orders).values(orderRows).returning({ id: orders.id })).map(
      (row) => row.id,
    );
    await api.db.insert(orderItems).values(
      orderIds.flatMap((orderId) =>
        Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
          order_id: orderId,
          product_id: pick(productIds),
          name: { en: 'line' },
          qty: 1,
          is_reorder: random() < 0.3,
        })),
      ),
    );
  });
  afterAll(() => api?.close());

  it('after inserts, across zones and ranges', async () => {
    await compareOnRandomRanges(21);
  });

  it('after status changes, line edits and deletions', async () => {
    const all = await api.db.select({ id: orders.id, status: orders.status }).from(orders);
    for (const order of all.slice(0, 120)) {
      const next = orderStatusTransitions[order.status as keyof typeof orderStatusTransitions] ?? [];
      if (next.length)
        await api.db
          .update(orders)
          .set({ status: pick(next) })
          .where(eq(orders.id, order.id));
    }
    const lines = await api.db.select({ id: orderItems.id }).from(orderItems);
    await api.db.delete(orderItems).where(
      inArray(
        orderItems.id,
        lines.slice(0, 60).map((line) => line.id),
      ),
    );
    await api.db
      .update(orderItems)
      .set({ is_reorder: true })
      .where(
        inArray(
          orderItems.id,
          lines.slice(60, 120).map((line) => line.id),
        ),
      );
    await api.db.delete(orders).where(
      inArray(
        orders.id,
        all.slice(300, 330).map((order) => order.id),
      ),
    );
    await api.db
      .update(orders)
      .set({ created_at: new Date(origin + 5 * hour + 7 * 60_000), source: 'bot' })
      .where(
        inArray(
          orders.id,
          all.slice(200, 210).map((order) => order.id),
        ),
      );
    await compareOnRandomRanges(21);
  });

  it("fills the weeks from the days by migration 0013's backfill as the triggers keep them", async () => {
    const keptByTriggers = rowsOf(await api.db.execute(weeklyRows));
    expect(keptByTriggers.length).toBeGreaterThan(9 * 4);
    await api.db.execute(sql`delete from order_stat_buckets where grain = 10080`);
    await api.db.execute(sql`delete from product_stat_buckets where grain = 10080`);
    const backfill = await weeklyBackfill();
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await api.db.execute(sql.raw(statement));
    expect(rowsOf(await api.db.execute(weeklyRows))).toEqual(keptByTriggers);
  });
});
