import { orderStatusTransitions } from '@mise/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildOrderRollups } from './order-rollups.ts';
import { computeOrderStatistic } from './order-statistic.service.ts';
import { toDatabaseZone } from './statistic-keys.ts';
import { fullScanReader, rollupReader } from './statistic-readers.ts';

const zones = ['UTC', '+02:00', '-05:00', '+05:30', 'Europe/Warsaw', 'America/New_York', 'Asia/Kathmandu'];
const origin = Date.UTC(2026, 2, 20);
const hour = 3_600_000;
const now = origin + 40 * 24 * hour;

/** Rollups (kept by triggers, or rebuilt) answer exactly what a scan of the orders answers. */
describe('order statistics: rollups equal a full scan', () => {
  let api: TestApp;
  let seed = 12_345;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

  const compareOnRandomRanges = async (count: number) => {
    for (let trial = 0; trial < count; trial++) {
      const timeZone = zones[trial % zones.length];
      const from = origin + Math.floor(random() * 30 * 24 * 60) * 60_000 + Math.floor(random() * 60_000);
      const length = pick([2 * hour, 24 * hour, 3 * 24 * hour, 17 * 24 * hour]) * random();
      const range = {
        from,
        to: from + Math.floor(length),
        timeZone,
        databaseZone: toDatabaseZone(timeZone)!,
      };
      const open = pick([range, { ...range, from: undefined }, { ...range, to: undefined }]);
      const expected = await computeOrderStatistic(api.db, fullScanReader, open, now);
      const actual = await computeOrderStatistic(api.db, rollupReader, open, now);
      expect(actual, `${timeZone} ${JSON.stringify(open)}`).toEqual(expected);
    }
  };

  beforeAll(async () => {
    api = await createTestApp();
    const productIds = (
      await api.db
        .insert(products)
        .values(Array.from({ length: 8 }, (_, index) => ({ name: { en: `Dish ${index}` } })))
        .returning({ id: products.id })
    ).map((row) => row.id);
    const orderRows = Array.from({ length: 400 }, () => ({
      created_at: new Date(
        origin + Math.floor(random() * 30 * 24 * 60) * 60_000 + Math.floor(random() * 60_000),
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

  it('after a rebuild from scratch', async () => {
    await rebuildOrderRollups(api.db);
    await compareOnRandomRanges(14);
  });
});
