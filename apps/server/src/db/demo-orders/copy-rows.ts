// Generated orders as the text COPY FROM STDIN reads (a tab between fields, \N for null), one
// chunk per table and batch, written straight from the orders: no row objects, no arrays.
import type { CopyChunks } from './copy-chunks.ts';
import type { GeneratedOrder } from './order-generator.ts';

/** The columns each chunk holds, in order; the others take their defaults. */
export const copyColumns = {
  customers: ['id', 'first_name', 'last_name', 'email', 'phone', 'platform', 'created_at', 'updated_at'],
  orders: [
    ...['id', 'number', 'status', 'source', 'customer_id', 'is_customer_first_order', 'payment_method_id'],
    ...[
      'shipping_method_id',
      'pickup_point_id',
      'delivery_zone_id',
      'subtotal',
      'shipping_total',
      'discount',
    ],
    ...['grandtotal', 'change_from', 'people_count', 'comment', 'viewed_at', 'city_id', 'street_id', 'house'],
    ...['flat', 'lat', 'lng', 'created_at', 'updated_at'],
  ],
  order_items: [
    'id',
    'order_id',
    'product_id',
    'name',
    'qty',
    'price',
    'subtotal',
    'discount',
    'grandtotal',
    'is_reorder',
    'sort',
  ],
  order_item_modifiers: ['id', 'order_item_id', 'modifier_id', 'name', 'qty', 'price'],
  order_discounts: ['id', 'order_id', 'kind', 'source_id', 'name', 'amount'],
  order_status_history: ['id', 'order_id', 'from_status', 'to_status', 'user_id', 'created_at'],
} as const;
export type CopyTable = keyof typeof copyColumns;

/** The first id of each table's range reserved for the batch. */
export type FirstIds = Record<CopyTable, number> & { number: number };

export type CopyContext = {
  /** Customer index → id, filled as new customers are met. */
  customerIds: number[];
  /** New customers get phones +48 45x xxx xxx counted from here. */
  firstPhone: number;
  userId: number | null;
  /** Each product's and shipping method's name as jsonb text (UTF-8), copied onto lines and discounts. */
  productNames: Map<number, Buffer>;
  shippingNames: Map<number, Buffer>;
};

const nullText = '\\N';
const emptyName = Buffer.from('{}');
const escapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
export const copyText = (value: string) =>
  /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (char) => escapes[char]) : value;
const orNull = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? nullText
    : typeof value === 'string'
      ? copyText(value)
      : String(value);
const twoDigits = Array.from({ length: 100 }, (_, cents) => String(cents).padStart(2, '0'));
const money = (cents: number) => `${Math.floor(cents / 100)}.${twoDigits[cents % 100]}`;
const moneyOrNull = (cents: number | null) => (cents === null ? nullText : money(cents));
const threeDigits = Array.from({ length: 1000 }, (_, milli) => String(milli).padStart(3, '0'));
const dayMs = 86_400_000;
let cachedDay = Number.NaN;
let cachedDate = '';
/**
 * What Date.toISOString writes, made from a cached date and lookups: toISOString takes microseconds,
 * and a million orders have seven million timestamps, mostly on the day before them.
 */
export function time(ms: number) {
  const whole = Math.floor(ms);
  const day = Math.floor(whole / dayMs);
  if (day !== cachedDay) {
    cachedDay = day;
    cachedDate = new Date(day * dayMs).toISOString().slice(0, 11);
  }
  const ofDay = whole - day * dayMs;
  const seconds = Math.floor(ofDay / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${cachedDate}${twoDigits[Math.floor(minutes / 60)]}:${twoDigits[minutes % 60]}:${twoDigits[seconds % 60]}.${threeDigits[ofDay % 1000]}Z`;
}
const timeOrNull = (ms: number | null) => (ms === null ? nullText : time(ms));
const bool = (value: boolean) => (value ? 't' : 'f');

/** Counts of the rows a batch adds to each table: the ranges of ids to reserve. */
export function countRows(orders: GeneratedOrder[], customerIds: number[]): Record<CopyTable, number> {
  const counts = {
    customers: 0,
    orders: orders.length,
    order_items: 0,
    order_item_modifiers: 0,
    order_discounts: 0,
    order_status_history: 0,
  };
  for (const order of orders) {
    if (order.newCustomer && customerIds[order.customer] === undefined) counts.customers++;
    counts.order_items += order.lines.length;
    for (const line of order.lines) counts.order_item_modifiers += line.modifiers.length;
    if (order.discount > 0) counts.order_discounts++;
    counts.order_status_history += order.changes.length;
  }
  return counts;
}

/** Adds one batch's rows to the chunks; ids run on from `first`. */
export function formatRows(
  orders: GeneratedOrder[],
  first: FirstIds,
  context: CopyContext,
  chunks: CopyChunks,
) {
  const next = { ...first };
  const userId = orNull(context.userId);
  for (const order of orders) {
    const orderId = next.orders++;
    const customer = order.newCustomer;
    if (customer && context.customerIds[order.customer] === undefined) {
      const id = next.customers++;
      context.customerIds[order.customer] = id;
      const phone = `+4845${String((context.firstPhone + order.customer) % 10_000_000).padStart(7, '0')}`;
      // Signed up a few minutes before the first order.
      const signedUp = time(order.createdAt - 300_000);
      chunks.add(
        'customers',
        `${id}\t${copyText(customer.firstName)}\t${copyText(customer.lastName)}\t${orNull(customer.email)}\t${phone}\t${orNull(customer.platform)}\t${signedUp}\t${signedUp}\n`,
      );
    }
    const address = order.address;
    chunks.add(
      'orders',
      `${orderId}\t${next.number++}\t${order.status}\t${order.source}\t${context.customerIds[order.customer]}\t${bool(order.isCustomerFirstOrder)}\t${orNull(order.paymentMethodId)}\t${orNull(order.shippingMethodId)}\t${orNull(order.pickupPointId)}\t${orNull(address?.zoneId)}\t${money(order.subtotal)}\t${money(order.shippingTotal)}\t${money(order.discount)}\t${money(order.grandtotal)}\t${moneyOrNull(order.changeFrom)}\t${orNull(order.peopleCount)}\t${orNull(order.comment)}\t${timeOrNull(order.viewedAt)}\t${orNull(address?.cityId)}\t${orNull(address?.streetId)}\t${orNull(address?.house)}\t${orNull(address?.flat)}\t${orNull(address?.lat)}\t${orNull(address?.lng)}\t${time(order.createdAt)}\t${time(order.updatedAt)}\n`,
    );
    for (let sort = 0; sort < order.lines.length; sort++) {
      const line = order.lines[sort];
      const lineId = next.order_items++;
      chunks.add('order_items', `${lineId}\t${orderId}\t${line.productId}\t`);
      chunks.addBytes('order_items', context.productNames.get(line.productId) ?? emptyName);
      chunks.add(
        'order_items',
        `\t${line.qty}\t${money(line.price)}\t${money(line.total)}\t${money(line.discount)}\t${money(line.total - line.discount)}\t${bool(line.isReorder)}\t${sort}\n`,
      );
      for (const modifier of line.modifiers)
        chunks.add(
          'order_item_modifiers',
          `${next.order_item_modifiers++}\t${lineId}\t${modifier.id}\t${copyText(modifier.name)}\t1\t${money(modifier.price)}\n`,
        );
    }
    // The pickup discount as pricing records it: kind shipping, the method's id and name.
    if (order.discount > 0) {
      const method = order.shippingMethodId;
      chunks.add('order_discounts', `${next.order_discounts++}\t${orderId}\tshipping\t${orNull(method)}\t`);
      const name = context.shippingNames.get(method ?? 0);
      if (name) chunks.addBytes('order_discounts', name);
      else chunks.add('order_discounts', nullText);
      chunks.add('order_discounts', `\t${money(order.discount)}\n`);
    }
    for (const change of order.changes)
      chunks.add(
        'order_status_history',
        `${next.order_status_history++}\t${orderId}\t${change.from}\t${change.to}\t${userId}\t${time(change.at)}\n`,
      );
  }
}
