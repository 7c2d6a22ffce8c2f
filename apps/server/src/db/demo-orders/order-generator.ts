// Realistic orders, generated oldest first: the demo data and `npm run seed` both write these.
import type { OrderSource, OrderStatus } from '@mise/contract';
import { createBasket, type OrderCatalog, type OrderLine } from './order-basket.ts';
import { createCustomerPicker, type NewCustomer } from './order-customers.ts';
import { heldStatusOf, progressOrder, type StatusChange } from './order-progress.ts';
import {
  createRandom,
  pickOne,
  pickWeighted,
  planHourSlots,
  type Random,
  timesInSlot,
} from './order-rhythm.ts';

export type { OrderCatalog } from './order-basket.ts';

/** Money in whole cents, so sums add up exactly; the writer stores them as numeric(12,2). */
export type GeneratedOrder = {
  createdAt: number;
  status: OrderStatus;
  source: OrderSource;
  /** Index into the run's customers; `newCustomer` is set on the customer's first order. */
  customer: number;
  newCustomer?: NewCustomer;
  isCustomerFirstOrder: boolean;
  paymentMethodId: number | null;
  shippingMethodId: number | null;
  pickupPointId: number | null;
  address: {
    cityId: number;
    streetId: number;
    house: string;
    flat: string | null;
    zoneId: number | null;
    lat: number | null;
    lng: number | null;
  } | null;
  lines: OrderLine[];
  subtotal: number;
  shippingTotal: number;
  /** The pickup discount of the shipping method, also written as an order_discounts line. */
  discount: number;
  grandtotal: number;
  changeFrom: number | null;
  peopleCount: number | null;
  comment: string | null;
  changes: StatusChange[];
  viewedAt: number | null;
  updatedAt: number;
};

export type GenerateOptions = {
  orders: number;
  /** Customers in all; each appears first on their first order. */
  customers: number;
  days: number;
  now: Date;
  seed?: number;
  timeZone?: string;
};

const sources: [OrderSource, number][] = [
  ['website', 0.45],
  ['app', 0.3],
  ['bot', 0.2],
  ['panel', 0.05],
];
const comments = ['No onions, please', 'Ring twice', 'Extra napkins', 'Bez cebuli', 'Позвоните заранее'];
/** The newest orders staff have not opened yet (the Orders badge). */
const unviewedNewest = 3;

/** Yields `options.orders` orders, oldest first, spread over the last `options.days` days. */
export function* generateOrders(catalog: OrderCatalog, options: GenerateOptions): Generator<GeneratedOrder> {
  const random = createRandom(options.seed ?? 20_261_124);
  const now = options.now.getTime();
  const slots = planHourSlots({
    total: options.orders,
    days: options.days,
    now: options.now,
    timeZone: options.timeZone ?? 'Europe/Warsaw',
    random,
  });
  const pickCustomer = createCustomerPicker(random, options.orders, options.customers);
  const basket = createBasket(catalog, random);
  const online = catalog.paymentMethods.filter((method) => method.isOnline);
  const delivery = catalog.shippingMethods.find((method) => method.showAddresses);
  const pickup = catalog.shippingMethods.find((method) => !method.showAddresses);
  let index = 0;
  for (const slot of slots) {
    for (const createdAt of timesInSlot(slot, random)) {
      const fromNewest = options.orders - 1 - index++;
      const held = heldStatusOf(fromNewest);
      const customer = pickCustomer(pickWeighted(random, sources));
      const lines = basket.fill(customer.orderedProducts);
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const wantsDelivery = held === 'IN_DELIVERY' || random() < 0.6;
      const shipping =
        wantsDelivery && delivery && subtotal >= delivery.minimalSum ? delivery : (pickup ?? delivery);
      const isDelivery = shipping?.showAddresses ?? false;
      const payment = held === 'PAID' && online.length ? online[0] : pickOne(random, catalog.paymentMethods);
      const address = isDelivery ? deliveryAddress(catalog, random, shipping?.usesZones) : null;
      const zone = catalog.deliveryZones.find((candidate) => candidate.id === address?.zoneId);
      const shippingTotal = isDelivery && shipping ? (zone?.cost ?? shipping.cost) : 0;
      const discount = shipping ? Math.round((subtotal * shipping.discountPercent) / 100) : 0;
      spreadDiscount(lines, discount);
      const grandtotal = subtotal + shippingTotal - discount;
      const changes = progressOrder({
        random,
        createdAt,
        now,
        isDelivery,
        isPaidOnline: Boolean(payment?.isOnline),
        fromNewest,
      });
      const lastChange = changes.at(-1)?.at ?? createdAt;
      yield {
        createdAt,
        status: changes.at(-1)?.to ?? 'OPEN',
        source: customer.source,
        customer: customer.index,
        newCustomer: customer.newCustomer,
        isCustomerFirstOrder: customer.isFirstOrder,
        paymentMethodId: payment?.id ?? null,
        shippingMethodId: shipping?.id ?? null,
        pickupPointId: isDelivery ? null : (pickOne(random, catalog.pickupPointIds) ?? null),
        address,
        lines,
        subtotal,
        shippingTotal,
        discount,
        grandtotal,
        changeFrom: payment && !payment.isCashless && random() < 0.5 ? roundUpCash(grandtotal) : null,
        peopleCount: random() < 0.3 ? 1 + Math.floor(random() * 4) : null,
        comment: random() < 0.08 ? comments[Math.floor(random() * comments.length)] : null,
        changes,
        viewedAt: fromNewest < unviewedNewest ? null : Math.min(now, createdAt + 60_000 + random() * 180_000),
        updatedAt: lastChange,
      };
    }
  }
}

/** A street of the menu's cities; in a delivery zone (a point near its middle) when the method uses zones. */
function deliveryAddress(catalog: OrderCatalog, random: Random, usesZones = false) {
  const street = pickOne(random, catalog.streets);
  if (!street) return null;
  const zone = usesZones ? pickOne(random, catalog.deliveryZones) : undefined;
  const jitter = () => (random() - 0.5) * 0.002;
  return {
    cityId: street.cityId,
    streetId: street.id,
    house: String(1 + Math.floor(random() * 120)),
    flat: random() < 0.6 ? String(1 + Math.floor(random() * 80)) : null,
    zoneId: zone?.id ?? null,
    lat: zone ? zone.lat + jitter() : null,
    lng: zone ? zone.lng + jitter() : null,
  };
}

/**
 * Lays the order's discount on its lines as pricing's allocateDiscounts does: in proportion, the
 * odd cents to the largest remainders (ties to the earlier line). Whole cents and no maps here:
 * it runs for half a million orders per million.
 */
function spreadDiscount(lines: OrderLine[], discount: number) {
  if (discount <= 0) return;
  let total = 0;
  for (const line of lines) total += line.total;
  const cents = Math.min(discount, total);
  let odd = cents;
  const remainders: number[] = [];
  for (const line of lines) {
    const exact = (line.total * cents) / total;
    line.discount = Math.floor(exact);
    odd -= line.discount;
    remainders.push(exact % 1);
  }
  while (odd > 0) {
    let largest = 0;
    for (let index = 1; index < lines.length; index++)
      if (remainders[index] > remainders[largest]) largest = index;
    lines[largest].discount += 1;
    remainders[largest] = -1;
    odd -= 1;
  }
}

/** The note a guest paying cash hands over: the next 50 or 100 (in cents). */
function roundUpCash(cents: number): number {
  const step = cents > 10_000 ? 10_000 : 5_000;
  return Math.ceil((cents + 1) / step) * step;
}
