import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPgliteSnapshot } from '../../testing/pglite-snapshot.ts';
import { jsonbField } from './binary-rows.ts';
import { createCopyChunks } from './copy-chunks.ts';
import { copyStatements } from './copy-into.ts';
import { type CopyTable, copyColumns, countRows, formatRows } from './copy-rows.ts';
import type { GeneratedOrder } from './order-generator.ts';

const order = (customer: number, createdAt: number): GeneratedOrder => ({
  createdAt,
  status: 'COMPLETED',
  source: 'app',
  customer,
  newCustomer: { firstName: 'Anna', lastName: 'Wójcik', email: null, platform: 'app' },
  isCustomerFirstOrder: true,
  paymentMethodId: 1,
  shippingMethodId: 2,
  pickupPointId: 1,
  address: null,
  lines: [{ productId: 7, qty: 2, price: 1250, total: 2500, discount: 250, isReorder: false, modifiers: [] }],
  subtotal: 2500,
  shippingTotal: 0,
  discount: 250,
  grandtotal: 2250,
  changeFrom: null,
  peopleCount: null,
  comment: 'Ring\ttwice\\',
  changes: [{ from: 'OPEN', to: 'COMPLETED', at: createdAt + 60_000.7 }],
  viewedAt: createdAt + 1_000.5,
  updatedAt: createdAt + 60_000,
});

// The rows go into the real schema (the migrated database) through the server's own binary COPY:
// a column out of order or of the wrong type fails here.
describe('COPY rows', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await loadPgliteSnapshot() });
    // The orders point at customers, methods and products this database does not have.
    await db.exec('set session_replication_role = replica');
  });
  afterAll(() => db.close());

  const statements = copyStatements(copyColumns);
  const copyAll = async (taken: Partial<Record<CopyTable, Buffer>>) => {
    for (const [table, statement] of statements) {
      const rows = taken[table];
      if (rows)
        await db.query(statement.replace('from stdin', "from '/dev/blob'"), [], { blob: new Blob([rows]) });
    }
  };

  it('writes every table in its columns, ids running on from the reserved ones', async () => {
    const orders = [order(0, Date.UTC(2026, 0, 1, 12)), order(1, Date.UTC(2026, 0, 1, 13))];
    const context = {
      customerIds: [],
      firstPhone: 0,
      userId: 3,
      productNames: new Map([[7, jsonbField('{"en": "Soup"}')]]),
      shippingNames: new Map([[2, jsonbField('{"en": "Pickup"}')]]),
    };
    const counts = countRows(orders, context.customerIds);
    expect(counts).toMatchObject({ customers: 2, orders: 2, order_items: 2, order_discounts: 2 });
    const chunks = createCopyChunks();
    const first = { customers: 10, orders: 20, number: 1000, order_items: 30 } as const;
    formatRows(
      orders,
      { ...counts, ...first, order_item_modifiers: 1, order_status_history: 40 },
      context,
      chunks,
    );
    expect(context.customerIds).toEqual([10, 11]);
    await copyAll(chunks.take());
    const read = async (query: string) => (await db.query<Record<string, unknown>>(query)).rows;
    expect(
      await read(`select id, number, status, source, customer_id, subtotal::text, grandtotal::text, comment,
        created_at = '2026-01-01T12:00:00Z' as on_time, viewed_at - created_at as viewed_after from orders order by id`),
    ).toEqual([
      {
        id: 20,
        number: 1000,
        status: 'COMPLETED',
        source: 'app',
        customer_id: 10,
        subtotal: '25.00',
        grandtotal: '22.50',
        comment: 'Ring\ttwice\\',
        on_time: true,
        viewed_after: '00:00:01',
      },
      expect.objectContaining({ id: 21, number: 1001, customer_id: 11 }),
    ]);
    expect(
      await read(`select id, order_id, product_id, name::text, qty, price::text, discount::text, grandtotal::text,
        is_reorder, sort from order_items order by id`),
    ).toEqual([
      {
        id: 30,
        order_id: 20,
        product_id: 7,
        name: '{"en": "Soup"}',
        qty: 2,
        price: '12.50',
        discount: '2.50',
        grandtotal: '22.50',
        is_reorder: false,
        sort: 0,
      },
      expect.objectContaining({ id: 31, order_id: 21 }),
    ]);
    expect(
      await read('select id, first_name, last_name, phone, platform from customers where id >= 10'),
    ).toEqual([
      { id: 10, first_name: 'Anna', last_name: 'Wójcik', phone: '+48450000000', platform: 'app' },
      expect.objectContaining({ id: 11, phone: '+48450000001' }),
    ]);
    expect(
      await read('select order_id, kind, source_id, name::text, amount::text from order_discounts'),
    ).toEqual([
      { order_id: 20, kind: 'shipping', source_id: 2, name: '{"en": "Pickup"}', amount: '2.50' },
      expect.objectContaining({ order_id: 21 }),
    ]);
    expect(
      await read(`select id, order_id, from_status, to_status, user_id,
        created_at = '2026-01-01T12:01:00Z' as on_time from order_status_history order by id`),
    ).toEqual([
      { id: 40, order_id: 20, from_status: 'OPEN', to_status: 'COMPLETED', user_id: 3, on_time: true },
      expect.objectContaining({ id: 41, order_id: 21 }),
    ]);
  });
});
