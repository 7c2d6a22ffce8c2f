import type { OrderStatistic } from '@mise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Six orders around 10 March 2026 (UTC); order 4 is CLOSED and never counts.
//   1  03-10 08:10  website  10.00  OPEN       first order   Pizza, Pizza (reorder), Soup
//   2  03-10 09:50  app      20.50  DONE                     Pizza
//   3  03-10 22:30  bot       5.25  PAID       first order   Tea (reorder)
//   4  03-11 03:00  website 100.00  CLOSED                   Pizza, Soup
//   5  03-11 04:45  panel     7.00  COMPLETED                Soup (reorder)
//   6  03-12 12:00  app       1.25  OPEN                     Tea
describe('GET /api/order/statistic', () => {
  let api: TestApp;
  const ids: Record<string, number> = {};
  const orderIds: number[] = [];

  const statistic = async (query: Record<string, string>) => {
    const response = await api.get(`/api/order/statistic?${new URLSearchParams(query)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as OrderStatistic;
  };
  const nonZero = (map: Record<string, number>) =>
    Object.fromEntries(Object.entries(map).filter(([, v]) => v));
  const tops = (list: OrderStatistic['popularProducts']) => list.map((p) => `${p.name.en}:${p.ordersCount}`);

  beforeAll(async () => {
    api = await createTestApp();
    for (const name of ['Pizza', 'Soup', 'Tea']) {
      const [row] = await api.db
        .insert(products)
        .values({ name: { en: name } })
        .returning({ id: products.id });
      ids[name] = row.id;
    }
    const rows = [
      [
        '2026-03-10T08:10:00Z',
        'website',
        10,
        'OPEN',
        true,
        [
          ['Pizza', false],
          ['Pizza', true],
          ['Soup', false],
        ],
      ],
      ['2026-03-10T09:50:00Z', 'app', 20.5, 'DONE', false, [['Pizza', false]]],
      ['2026-03-10T22:30:00Z', 'bot', 5.25, 'PAID', true, [['Tea', true]]],
      [
        '2026-03-11T03:00:00Z',
        'website',
        100,
        'CLOSED',
        false,
        [
          ['Pizza', false],
          ['Soup', false],
        ],
      ],
      ['2026-03-11T04:45:00Z', 'panel', 7, 'COMPLETED', false, [['Soup', true]]],
      ['2026-03-12T12:00:00Z', 'app', 1.25, 'OPEN', false, [['Tea', false]]],
    ] as const;
    for (const [createdAt, source, total, status, isFirst, lines] of rows) {
      const [order] = await api.db
        .insert(orders)
        .values({
          created_at: new Date(createdAt),
          source,
          grandtotal: total,
          status,
          is_customer_first_order: isFirst,
        })
        .returning({ id: orders.id });
      orderIds.push(order.id);
      await api.db.insert(orderItems).values(
        lines.map(([product, isReorder]) => ({
          order_id: order.id,
          product_id: ids[product],
          name: { en: product },
          qty: 1,
          is_reorder: isReorder,
        })),
      );
    }
  });
  afterAll(() => api?.close());

  it('counts a UTC day per hour, CLOSED left out, with the three product tables', async () => {
    const body = await statistic({
      from: '2026-03-10T00:00:00Z',
      to: '2026-03-11T00:00:00Z',
      timeZone: 'UTC',
    });
    expect(body.interval).toBe('hour');
    expect(Object.keys(body.ordersForInterval)).toHaveLength(24);
    expect(Object.keys(body.ordersForInterval)[0]).toBe('2026-03-10T00:00+00:00');
    expect(nonZero(body.ordersForInterval)).toEqual({
      '2026-03-10T08:00+00:00': 1,
      '2026-03-10T09:00+00:00': 1,
      '2026-03-10T22:00+00:00': 1,
    });
    expect(nonZero(body.sumForInterval)).toEqual({
      '2026-03-10T08:00+00:00': 10,
      '2026-03-10T09:00+00:00': 20.5,
      '2026-03-10T22:00+00:00': 5.25,
    });
    expect([body.ordersForRange, body.sumForRange]).toEqual([3, 35.75]);
    expect(body.ordersBySource).toEqual({ website: 1, app: 1, bot: 1, panel: 0 });
    expect(body.sumBySource).toEqual({ website: 10, app: 20.5, bot: 5.25, panel: 0 });
    expect(tops(body.popularProducts)).toEqual(['Pizza:2', 'Soup:1', 'Tea:1']);
    expect(tops(body.reorderedProducts)).toEqual(['Pizza:1', 'Tea:1']);
    expect(tops(body.firstCustomersOrder)).toEqual(['Pizza:1', 'Soup:1', 'Tea:1']);
    expect(body.ordersTotal).toBe(5);
  });

  it('keys hours by the caller offset: +02:00 and +05:30 (fixed or IANA)', async () => {
    const warsaw = await statistic({
      from: '2026-03-10T00:00:00+02:00',
      to: '2026-03-11T00:00:00+02:00',
      timeZone: '+02:00',
    });
    expect(nonZero(warsaw.ordersForInterval)).toEqual({
      '2026-03-10T10:00+02:00': 1,
      '2026-03-10T11:00+02:00': 1,
    });
    expect(warsaw.sumForRange).toBe(30.5);
    for (const timeZone of ['+05:30', 'Asia/Kolkata']) {
      const india = await statistic({
        from: '2026-03-10T00:00:00+05:30',
        to: '2026-03-11T00:00:00+05:30',
        timeZone,
      });
      expect(Object.keys(india.ordersForInterval)).toHaveLength(24);
      expect(nonZero(india.sumForInterval)).toEqual({
        '2026-03-10T13:00+05:30': 10,
        '2026-03-10T15:00+05:30': 20.5,
      });
    }
  });

  it('keys a longer range by local day: -05:00 moves the 04:45 UTC order to the day before', async () => {
    const body = await statistic({
      from: '2026-03-09T00:00:00-05:00',
      to: '2026-03-13T00:00:00-05:00',
      timeZone: '-05:00',
    });
    expect(body.interval).toBe('day');
    expect(body.ordersForInterval).toEqual({
      '2026-03-09': 0,
      '2026-03-10': 4,
      '2026-03-11': 0,
      '2026-03-12': 1,
    });
    expect(body.sumForInterval).toEqual({
      '2026-03-09': 0,
      '2026-03-10': 42.75,
      '2026-03-11': 0,
      '2026-03-12': 1.25,
    });
    expect(tops(body.reorderedProducts)).toEqual(['Pizza:1', 'Soup:1', 'Tea:1']);
  });

  it('answers ranges that start and end inside a quarter hour exactly', async () => {
    const body = await statistic({ from: '2026-03-10T08:05:30Z', to: '2026-03-10T09:50:00Z' });
    expect([body.ordersForRange, body.sumForRange]).toEqual([1, 10]);
    expect(tops(body.popularProducts)).toEqual(['Pizza:1', 'Soup:1']);
  });

  it('follows status changes: an order closed leaves the figures, all time by default', async () => {
    expect((await statistic({})).ordersForRange).toBe(5);
    const response = await api.post(`/api/order/${orderIds[1]}/status`, { status: 'CLOSED' });
    expect(response.status).toBe(200);
    const body = await statistic({ from: '2026-03-10T00:00:00Z', to: '2026-03-11T00:00:00Z' });
    expect([body.ordersForRange, body.sumForRange]).toEqual([2, 15.25]);
    expect(tops(body.popularProducts)).toEqual(['Pizza:1', 'Soup:1', 'Tea:1']);
    await api.db.update(orders).set({ status: 'OPEN' }).where(eq(orders.id, orderIds[1]));
    const all = await statistic({ timeZone: 'Europe/Warsaw' });
    expect([all.ordersForRange, all.ordersTotal, all.interval]).toEqual([5, 5, 'day']);
    expect(Object.keys(all.ordersForInterval)[0]).toBe('2026-03-10');
  });

  it('refuses a bad zone, a reversed range and a malformed date with 400; no token is 401', async () => {
    for (const query of [
      'timeZone=Mars%2FOlympus',
      'timeZone=%2B05%3A20',
      'from=2026-03-11T00:00:00Z&to=2026-03-10T00:00:00Z',
      'from=yesterday',
    ]) {
      const response = await api.get(`/api/order/statistic?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBeTypeOf('string');
    }
    expect((await api.get('/api/order/statistic', { token: null })).status).toBe(401);
  });
});
