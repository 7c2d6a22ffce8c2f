import { canChangeOrderStatus, orderStatuses, storefrontChannels } from '@mise/contract';
import { describe, expect, it } from 'vitest';
import type { OrderCatalog } from './order-basket.ts';
import { type GeneratedOrder, generateOrders } from './order-generator.ts';

const size = (id: number, price: number) => ({ id, name: `Size ${id}`, price });
const catalog: OrderCatalog = {
  products: [
    {
      id: 1,
      price: 0,
      kind: 'main',
      isPopular: true,
      requiredGroups: [[size(11, 2900), size(12, 3600)]],
      extras: [{ id: 13, name: 'Extra cheese', price: 400 }],
    },
    { id: 2, price: 2400, kind: 'main', isPopular: false, requiredGroups: [], extras: [] },
    { id: 3, price: 4200, kind: 'main', isPopular: false, requiredGroups: [], extras: [] },
    { id: 4, price: 800, kind: 'drink', isPopular: true, requiredGroups: [], extras: [] },
    { id: 5, price: 1200, kind: 'side', isPopular: false, requiredGroups: [], extras: [] },
    { id: 6, price: 1900, kind: 'dessert', isPopular: false, requiredGroups: [], extras: [] },
  ],
  paymentMethods: [
    { id: 1, isCashless: false, isOnline: false },
    { id: 2, isCashless: true, isOnline: false },
    { id: 3, isCashless: true, isOnline: true },
  ],
  shippingMethods: [
    { id: 1, cost: 900, minimalSum: 4000, discountPercent: 0, showAddresses: true, usesZones: true },
    { id: 2, cost: 0, minimalSum: 0, discountPercent: 10, showAddresses: false, usesZones: false },
  ],
  pickupPointIds: [1],
  streets: [
    { id: 1, cityId: 1 },
    { id: 2, cityId: 1 },
  ],
  deliveryZones: [{ id: 1, cost: 1200, lat: 52.23, lng: 21.01 }],
};
const now = new Date('2026-11-24T17:45:00Z');
const generate = (orders = 3000, customers = 400) => [
  ...generateOrders(catalog, { orders, customers, days: 90, now }),
];

describe('generateOrders', () => {
  const orders = generate();

  it('is the same for the same now, oldest first, inside the range', () => {
    expect(generate()).toEqual(orders);
    expect(orders).toHaveLength(3000);
    const times = orders.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(now.getTime() - 90 * 86_400_000);
    expect(times.at(-1)).toBeLessThanOrEqual(now.getTime());
  });

  it('has every status, every channel and lunch and dinner peaks', () => {
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatuses));
    for (const channel of storefrontChannels)
      expect(orders.some((order) => order.source === channel)).toBe(true);
    const completed = orders.filter((order) => order.status === 'COMPLETED').length;
    expect(completed / orders.length).toBeGreaterThan(0.8);
    const hourFormat = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    const warsawHour = (order: GeneratedOrder) => Number(hourFormat.format(order.createdAt));
    const inHours = (hours: number[]) => orders.filter((order) => hours.includes(warsawHour(order))).length;
    expect(inHours([13])).toBeGreaterThan(2 * inHours([16]));
    expect(inHours([19])).toBeGreaterThan(2 * inHours([16]));
    expect(inHours([4])).toBe(0);
  });

  it('adds up: lines, modifiers, shipping, the pickup discount laid on the lines', () => {
    for (const order of orders) {
      for (const line of order.lines) {
        const product = catalog.products.find((candidate) => candidate.id === line.productId)!;
        const modifiers = line.modifiers.reduce((sum, modifier) => sum + modifier.price, 0);
        expect(line.price).toBe(product.price + modifiers);
        expect(line.total).toBe(line.price * line.qty);
        expect(line.modifiers.filter((modifier) => [11, 12].includes(modifier.id))).toHaveLength(
          product.id === 1 ? 1 : 0,
        );
      }
      expect(order.subtotal).toBe(order.lines.reduce((sum, line) => sum + line.total, 0));
      expect(order.lines.reduce((sum, line) => sum + line.discount, 0)).toBe(order.discount);
      expect(order.grandtotal).toBe(order.subtotal + order.shippingTotal - order.discount);
      if (order.address) {
        expect(order.shippingMethodId).toBe(1);
        expect(order.shippingTotal).toBe(1200);
        expect(order.subtotal).toBeGreaterThanOrEqual(4000);
      } else {
        expect(order.pickupPointId).toBe(1);
        expect(order.discount).toBe(Math.round(order.subtotal / 10));
      }
    }
    const items = orders.reduce(
      (sum, order) => sum + order.lines.reduce((count, line) => count + line.qty, 0),
      0,
    );
    expect(items / orders.length).toBeGreaterThan(2.5);
    expect(items / orders.length).toBeLessThan(3.5);
  });

  it('marks first orders and reordered products as a scan of the earlier orders would', () => {
    const seen = new Map<number, Set<number>>();
    for (const order of orders) {
      const before = seen.get(order.customer);
      expect(order.isCustomerFirstOrder).toBe(before === undefined);
      expect(Boolean(order.newCustomer)).toBe(before === undefined);
      for (const line of order.lines) expect(line.isReorder).toBe(Boolean(before?.has(line.productId)));
      seen.set(order.customer, new Set([...(before ?? []), ...order.lines.map((line) => line.productId)]));
    }
    expect(seen.size).toBe(400);
    const repeat = orders.filter((order) => !order.isCustomerFirstOrder).length;
    expect(repeat).toBe(2600);
  });

  it('walks each order through allowed changes up to now; only the newest are unseen', () => {
    for (const order of orders) {
      let status = 'OPEN';
      let at = order.createdAt;
      for (const change of order.changes) {
        expect(change.from).toBe(status);
        expect(canChangeOrderStatus(change.from, change.to)).toBe(true);
        expect(change.at).toBeGreaterThanOrEqual(at);
        expect(change.at).toBeLessThanOrEqual(now.getTime());
        status = change.to;
        at = change.at;
      }
      expect(order.status).toBe(status);
    }
    expect(orders.slice(-8).every((order) => !['COMPLETED', 'CLOSED'].includes(order.status))).toBe(true);
    expect(orders.filter((order) => order.viewedAt === null)).toEqual(orders.slice(-3));
  });
});
