import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertOrderReferences, insertTestOrder, type OrderReferences } from './order-test-fixtures.ts';

const filtersOf = (filters: unknown[]) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('orders list and detail', () => {
  let api: TestApp;
  let refs: OrderReferences;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    api = await createTestApp();
    refs = await insertOrderReferences(api.db);
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    ids.small = (await insertTestOrder(api.db, refs, { created_at: day('2026-11-01') })).id;
    ids.big = (
      await insertTestOrder(api.db, refs, {
        created_at: day('2026-11-10'),
        source: 'app',
        status: 'PAID',
        payment_method_id: refs.card.id,
        lines: [
          { name: 'Soup', qty: 1, price: 20 },
          { name: 'Pizza', qty: 3, price: 40, modifiers: [{ name: 'Extra cheese', price: 5 }] },
        ],
        coupon: { code: 'SPRING10', amount: 10 },
        platform_id: 'iiko-77',
      })
    ).id;
    ids.pickup = (
      await insertTestOrder(api.db, refs, {
        created_at: day('2026-11-20'),
        source: 'bot',
        shipping_method_id: refs.pickup.id,
        customer_id: null,
        shipping_total: 0,
      })
    ).id;
  });
  afterAll(() => api.close());

  it('lists the newest first with number, customer name, short lines and total', async () => {
    const response = await api.get('/api/order');
    expect(response.status).toBe(200);
    expect(response.body.items.map((order: { id: number }) => order.id)).toEqual([
      ids.pickup,
      ids.big,
      ids.small,
    ]);
    const big = response.body.items[1];
    expect(big).toMatchObject({
      status: 'PAID',
      source: 'app',
      grandtotal: 140,
      platform_id: 'iiko-77',
      customer: { id: refs.customer.id, name: 'Anna Nowak' },
      payment_method: { id: refs.card.id, name: { en: 'Card' } },
      items: [
        { name: { en: 'Soup' }, qty: 1 },
        { name: { en: 'Pizza' }, qty: 3 },
      ],
    });
    expect(big.number).toBeGreaterThanOrEqual(1001);
    expect(big).not.toHaveProperty('idempotency_key');
    expect(big).not.toHaveProperty('house');
    expect(response.body.items[0].customer).toBeNull();
  });

  it.each([
    ['status', [{ name: 'status', condition: 'equal', value: 'PAID' }], ['big']],
    ['source', [{ name: 'source', condition: 'equal', value: 'bot' }], ['pickup']],
    [
      'date range',
      [
        {
          name: 'created_at',
          condition: 'between',
          value: '2026-11-05T00:00:00Z',
          value2: '2026-11-25T00:00:00Z',
        },
      ],
      ['pickup', 'big'],
    ],
    ['exported', [{ name: 'platform_id', condition: 'not_empty' }], ['big']],
  ])('filters by %s', async (_name, filters, expected) => {
    const response = await api.get(`/api/order?${filtersOf(filters)}`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((order: { id: number }) => order.id)).toEqual(
      expected.map((key) => ids[key]),
    );
  });

  it('filters by payment and shipping method by id', async () => {
    const byPayment = await api.get(
      `/api/order?${filtersOf([{ name: 'payment_method', condition: 'equal', value: refs.card.id }])}`,
    );
    expect(byPayment.body.items.map((order: { id: number }) => order.id)).toEqual([ids.big]);
    const byShipping = await api.get(
      `/api/order?${filtersOf([{ name: 'shipping_method', condition: 'equal', value: refs.pickup.id }])}`,
    );
    expect(byShipping.body.items.map((order: { id: number }) => order.id)).toEqual([ids.pickup]);
  });

  it('sorts by total and by number; other fields are not sortable', async () => {
    const byTotal = await api.get('/api/order?sortBy=grandtotal&direction=ASC');
    expect(byTotal.body.items.map((order: { grandtotal: number }) => order.grandtotal)).toEqual([
      60, 70, 140,
    ]);
    const byNumber = await api.get('/api/order?sortBy=number&direction=DESC');
    expect(byNumber.body.items.map((order: { id: number }) => order.id)).toEqual([
      ids.pickup,
      ids.big,
      ids.small,
    ]);
    expect((await api.get('/api/order?sortBy=comment')).status).toBe(400);
    expect((await api.get('/api/order?sortBy=source')).status).toBe(400);
  });

  it('finds an order by part of its number', async () => {
    const { number } = (await api.get(`/api/order/${ids.big}`)).body.item;
    const response = await api.get(`/api/order?q=${String(number).slice(1)}`);
    expect(response.body.items.map((order: { id: number }) => order.id)).toContain(ids.big);
    expect((await api.get('/api/order?q=99999')).body.items).toEqual([]);
  });

  it('says which fields filter', async () => {
    const response = await api.get('/api/order?pageSize=5');
    const names = response.body.filterable.map((field: { name: string }) => field.name);
    expect(names).toEqual(
      expect.arrayContaining(['status', 'created_at', 'source', 'payment_method', 'shipping_method']),
    );
    expect(names).not.toContain('idempotency_key');
  });

  it('exports the filtered list as CSV', async () => {
    const response = await api.get(
      `/api/order?format=csv&${filtersOf([{ name: 'status', condition: 'equal', value: 'OPEN' }])}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('number');
    expect(lines[0]).toContain('grandtotal');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('Anna Nowak');
    expect(lines.join('\n')).not.toContain('PAID');
    // The lines as a person reads them, in the last column.
    expect(lines[0].split(',').at(-1)).toBe('items');
    expect(lines[1]).toMatch(/,"?2 × Margherita"?$/);
  });

  it('answers one order with lines, modifiers, customer, delivery, coupons and history', async () => {
    const response = await api.get(`/api/order/${ids.big}`);
    expect(response.status).toBe(200);
    expect(response.body.item).toMatchObject({
      id: ids.big,
      status: 'PAID',
      source: 'app',
      subtotal: 140,
      shipping_total: 10,
      discount: 10,
      grandtotal: 140,
      customer: { first_name: 'Anna', last_name: 'Nowak', phone: '+48600111222', email: 'anna@example.com' },
      payment_method: { name: { en: 'Card' } },
      shipping_method: { name: { en: 'Courier' }, show_addresses: true },
      delivery: {
        house: '12',
        flat: '3',
        platform_city: { name: { en: 'Warsaw' } },
        platform_street: { name: 'Marszałkowska' },
      },
      coupons_discount: [{ id: 7, code: 'SPRING10', discount: 10 }],
      status_history: [],
    });
    const [soup, pizza] = response.body.item.order_items;
    expect(soup).toMatchObject({ name: { en: 'Soup' }, qty: 1, product: { name: { en: 'Margherita' } } });
    expect(pizza.order_item_modifiers).toEqual([{ name: 'Extra cheese', qty: 1, price: 5 }]);
  });

  it('answers an order without customer or address', async () => {
    const response = await api.get(`/api/order/${ids.pickup}`);
    expect(response.body.item).toMatchObject({
      customer: null,
      shipping_method: { show_addresses: false },
      coupons_discount: [],
    });
  });

  it('404s an unknown order', async () => {
    expect((await api.get('/api/order/999999')).status).toBe(404);
  });

  it('offers no generic create, update or delete', async () => {
    expect((await api.post('/api/order', { status: 'OPEN' })).status).toBe(404);
    expect((await api.post(`/api/order/${ids.small}`, { status: 'DONE' })).status).toBe(404);
    expect((await api.delete(`/api/order/${ids.small}`)).status).toBe(404);
    expect((await api.get(`/api/order/${ids.small}`)).body.item.status).toBe('OPEN');
  });

  it('needs a signed-in user', async () => {
    expect((await api.get('/api/order', { token: null })).status).toBe(401);
    expect((await api.get(`/api/order/${ids.small}`, { token: null })).status).toBe(401);
  });
});
