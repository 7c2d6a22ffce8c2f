// Generated orders as the rows COPY FROM STDIN (binary) reads, one chunk per table and batch,
// written straight from the orders: no row objects, no arrays.
import { jsonbField } from './binary-rows.ts';
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
  /** Each product's and shipping method's name as a jsonb field (jsonbField), copied onto lines and discounts. */
  productNames: Map<number, Uint8Array>;
  shippingNames: Map<number, Uint8Array>;
};

const emptyName = jsonbField('{}');
const fieldsOf = (table: CopyTable) => copyColumns[table].length;

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
  const { customers, orders: orderRows, order_items, order_item_modifiers, order_discounts } = chunks.rows;
  const history = chunks.rows.order_status_history;
  for (const order of orders) {
    const orderId = next.orders++;
    const customer = order.newCustomer;
    if (customer && context.customerIds[order.customer] === undefined) {
      const id = next.customers++;
      context.customerIds[order.customer] = id;
      // Signed up a few minutes before the first order.
      const signedUp = order.createdAt - 300_000;
      customers
        .row(fieldsOf('customers'))
        .int4(id)
        .label(customer.firstName)
        .label(customer.lastName)
        .textOrNull(customer.email)
        .text(`+4845${String((context.firstPhone + order.customer) % 10_000_000).padStart(7, '0')}`)
        .labelOrNull(customer.platform)
        .timestamp(signedUp)
        .timestamp(signedUp);
    }
    const address = order.address;
    orderRows
      .row(fieldsOf('orders'))
      .int4(orderId)
      .int4(next.number++)
      .label(order.status)
      .label(order.source)
      .int4(context.customerIds[order.customer])
      .bool(order.isCustomerFirstOrder)
      .int4OrNull(order.paymentMethodId)
      .int4OrNull(order.shippingMethodId)
      .int4OrNull(order.pickupPointId)
      .int4OrNull(address?.zoneId)
      .cents(order.subtotal)
      .cents(order.shippingTotal)
      .cents(order.discount)
      .cents(order.grandtotal)
      .centsOrNull(order.changeFrom)
      .int4OrNull(order.peopleCount)
      .labelOrNull(order.comment)
      .timestampOrNull(order.viewedAt)
      .int4OrNull(address?.cityId)
      .int4OrNull(address?.streetId)
      .labelOrNull(address?.house)
      .labelOrNull(address?.flat)
      .float8OrNull(address?.lat)
      .float8OrNull(address?.lng)
      .timestamp(order.createdAt)
      .timestamp(order.updatedAt);
    for (let sort = 0; sort < order.lines.length; sort++) {
      const line = order.lines[sort];
      const lineId = next.order_items++;
      order_items
        .row(fieldsOf('order_items'))
        .int4(lineId)
        .int4(orderId)
        .int4(line.productId)
        .field(context.productNames.get(line.productId) ?? emptyName)
        .int4(line.qty)
        .cents(line.price)
        .cents(line.total)
        .cents(line.discount)
        .cents(line.total - line.discount)
        .bool(line.isReorder)
        .int4(sort);
      for (const modifier of line.modifiers)
        order_item_modifiers
          .row(fieldsOf('order_item_modifiers'))
          .int4(next.order_item_modifiers++)
          .int4(lineId)
          .int4(modifier.id)
          .label(modifier.name)
          .int4(1)
          .cents(modifier.price);
    }
    // The pickup discount as pricing records it: kind shipping, the method's id and name.
    if (order.discount > 0) {
      const method = order.shippingMethodId;
      const name = context.shippingNames.get(method ?? 0);
      const discount = order_discounts
        .row(fieldsOf('order_discounts'))
        .int4(next.order_discounts++)
        .int4(orderId)
        .label('shipping')
        .int4OrNull(method);
      (name ? discount.field(name) : discount.null()).cents(order.discount);
    }
    for (const change of order.changes)
      history
        .row(fieldsOf('order_status_history'))
        .int4(next.order_status_history++)
        .int4(orderId)
        .label(change.from)
        .label(change.to)
        .int4OrNull(context.userId)
        .timestamp(change.at);
  }
}
