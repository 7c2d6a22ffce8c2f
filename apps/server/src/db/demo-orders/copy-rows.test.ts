import { describe, expect, it } from 'vitest';
import { createCopyChunks } from './copy-chunks.ts';
import { type CopyTable, copyColumns, copyText, countRows, formatRows, time } from './copy-rows.ts';
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

describe('COPY rows', () => {
  it('writes timestamps as toISOString does', () => {
    const start = Date.UTC(2025, 11, 31, 23, 59, 59, 998);
    for (let ms = start; ms < start + 5_000; ms += 0.75) expect(time(ms)).toBe(new Date(ms).toISOString());
    expect(time(Date.UTC(2028, 1, 29, 12, 0, 0, 5))).toBe('2028-02-29T12:00:00.005Z');
  });

  it('escapes tabs, line ends and backslashes', () => {
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
  });

  it('gives every row all its columns, ids running on from the reserved ones', () => {
    const orders = [order(0, Date.UTC(2026, 0, 1, 12)), order(1, Date.UTC(2026, 0, 1, 13))];
    const context = {
      customerIds: [],
      firstPhone: 0,
      userId: 3,
      productNames: new Map([[7, Buffer.from('{"en": "Soup"}')]]),
      shippingNames: new Map([[2, Buffer.from('{"en": "Pickup"}')]]),
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
    const taken = chunks.take();
    for (const table of Object.keys(copyColumns) as CopyTable[]) {
      const rows = taken[table].toString('utf8').split('\n').filter(Boolean);
      for (const row of rows) expect(row.split('\t')).toHaveLength(copyColumns[table].length);
    }
    const [firstOrder] = taken.orders.toString('utf8').split('\n');
    expect(firstOrder.split('\t').slice(0, 5)).toEqual(['20', '1000', 'COMPLETED', 'app', '10']);
    expect(firstOrder).toContain('Ring\\ttwice\\\\');
    expect(taken.order_items.toString('utf8')).toContain(
      '30\t20\t7\t{"en": "Soup"}\t2\t12.50\t25.00\t2.50\t22.50\tf\t0',
    );
    expect(context.customerIds).toEqual([10, 11]);
  });
});
