// Generated orders as column arrays, and the unnest inserts that store them.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import type { GeneratedOrder } from './order-generator.ts';

/** Milliseconds since 1970 travel as float8 and become timestamptz in SQL. */
export const timestamp = (column: SQL) => sql`to_timestamp(${column} / 1000.0)`;
const money = (column: SQL) => sql`(${column}::numeric / 100)`;
const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;
/**
 * An array travels as one PostgreSQL array literal (`{1,2,NULL}`), built here with a join: the
 * driver's own element-by-element conversion costs more than the insert at a million rows.
 */
export function array(values: unknown[], type: SQL) {
  const elements = values.map((value) =>
    value === null || value === undefined
      ? 'NULL'
      : typeof value === 'string'
        ? quoted(value)
        : String(value),
  );
  return sql`${`{${elements.join(',')}}`}::${type}`;
}

/** Statuses travel as their position in this list (1-based), a small int instead of a string. */
const statuses = ['OPEN', 'PAID', 'IN_PROGRESS', 'DONE', 'IN_DELIVERY', 'COMPLETED', 'CLOSED', 'ERROR'];
const statusOf = (column: SQL) =>
  sql`(array['OPEN','PAID','IN_PROGRESS','DONE','IN_DELIVERY','COMPLETED','CLOSED','ERROR'])[${column}]`;
const statusCode = (status: string) => statuses.indexOf(status) + 1;

/** Column arrays filled row by row. */
export function columns<Name extends string>(names: readonly Name[]) {
  const arrays = Object.fromEntries(names.map((name) => [name, [] as unknown[]])) as Record<Name, unknown[]>;
  return {
    arrays,
    add(row: Record<Name, unknown>) {
      for (const name of names) arrays[name].push(row[name]);
    },
    get length() {
      return arrays[names[0]].length;
    },
  };
}

type Ids = { firstOrderId: number; firstNumber: number; firstLineId: number; customerIds: number[] };

const orderColumns = [
  'id',
  'number',
  'status',
  'source',
  'customer_id',
  'is_first',
  'payment_method_id',
  'shipping_method_id',
  'pickup_point_id',
  'delivery_zone_id',
  'subtotal',
  'shipping_total',
  'discount',
  'grandtotal',
  'change_from',
  'people_count',
  'comment',
  'viewed_at',
  'city_id',
  'street_id',
  'house',
  'flat',
  'lat',
  'lng',
  'created_at',
  'updated_at',
] as const;

export function fillTables(orders: GeneratedOrder[], ids: Ids) {
  const tables = {
    orders: columns(orderColumns),
    lines: columns([
      'id',
      'order_id',
      'product_id',
      'qty',
      'price',
      'subtotal',
      'discount',
      'is_reorder',
      'sort',
    ] as const),
    modifiers: columns(['item_id', 'modifier_id', 'name', 'price'] as const),
    discounts: columns(['order_id', 'method_id', 'amount'] as const),
    history: columns(['order_id', 'from_status', 'to_status', 'at'] as const),
  };
  let lineId = ids.firstLineId;
  for (const [offset, order] of orders.entries()) {
    const id = ids.firstOrderId + offset;
    const { address } = order;
    tables.orders.add({
      id,
      number: ids.firstNumber + offset,
      status: statusCode(order.status),
      source: order.source,
      customer_id: ids.customerIds[order.customer],
      is_first: order.isCustomerFirstOrder,
      payment_method_id: order.paymentMethodId,
      shipping_method_id: order.shippingMethodId,
      pickup_point_id: order.pickupPointId,
      delivery_zone_id: address?.zoneId ?? null,
      subtotal: order.subtotal,
      shipping_total: order.shippingTotal,
      discount: order.discount,
      grandtotal: order.grandtotal,
      change_from: order.changeFrom,
      people_count: order.peopleCount,
      comment: order.comment,
      viewed_at: order.viewedAt,
      city_id: address?.cityId ?? null,
      street_id: address?.streetId ?? null,
      house: address?.house ?? null,
      flat: address?.flat ?? null,
      lat: address?.lat ?? null,
      lng: address?.lng ?? null,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
    });
    for (const [sort, line] of order.lines.entries()) {
      tables.lines.add({
        id: lineId,
        order_id: id,
        product_id: line.productId,
        qty: line.qty,
        price: line.price,
        subtotal: line.total,
        discount: line.discount,
        is_reorder: line.isReorder,
        sort,
      });
      for (const modifier of line.modifiers) {
        tables.modifiers.add({
          item_id: lineId,
          modifier_id: modifier.id,
          name: modifier.name,
          price: modifier.price,
        });
      }
      lineId++;
    }
    if (order.discount > 0)
      tables.discounts.add({ order_id: id, method_id: order.shippingMethodId, amount: order.discount });
    for (const change of order.changes) {
      tables.history.add({
        order_id: id,
        from_status: statusCode(change.from),
        to_status: statusCode(change.to),
        at: change.at,
      });
    }
  }
  return tables;
}

type Arrays<Name extends string> = Record<Name, unknown[]>;
const ints = sql`int[]`;
const texts = sql`text[]`;

export async function insertOrders(db: Executor, a: Arrays<(typeof orderColumns)[number]>) {
  await db.execute(sql`insert into orders (id, number, status, source, customer_id, is_customer_first_order,
      payment_method_id, shipping_method_id, pickup_point_id, delivery_zone_id, subtotal, shipping_total, discount,
      grandtotal, change_from, people_count, comment, viewed_at, city_id, street_id, house, flat, lat, lng,
      created_at, updated_at)
    select id, number, ${statusOf(sql`status`)}, source, customer_id, is_first, payment_method_id, shipping_method_id,
      pickup_point_id, delivery_zone_id, ${money(sql`subtotal`)}, ${money(sql`shipping_total`)}, ${money(sql`discount`)},
      ${money(sql`grandtotal`)}, ${money(sql`change_from`)}, people_count, comment, ${timestamp(sql`viewed_at`)},
      city_id, street_id, house, flat, lat, lng, ${timestamp(sql`created_at`)}, ${timestamp(sql`updated_at`)}
    from unnest(${array(a.id, ints)}, ${array(a.number, ints)}, ${array(a.status, ints)}, ${array(a.source, texts)},
      ${array(a.customer_id, ints)}, ${array(a.is_first, sql`bool[]`)}, ${array(a.payment_method_id, ints)},
      ${array(a.shipping_method_id, ints)}, ${array(a.pickup_point_id, ints)}, ${array(a.delivery_zone_id, ints)},
      ${array(a.subtotal, ints)}, ${array(a.shipping_total, ints)}, ${array(a.discount, ints)},
      ${array(a.grandtotal, ints)}, ${array(a.change_from, ints)}, ${array(a.people_count, ints)},
      ${array(a.comment, texts)}, ${array(a.viewed_at, sql`float8[]`)}, ${array(a.city_id, ints)},
      ${array(a.street_id, ints)}, ${array(a.house, texts)}, ${array(a.flat, texts)}, ${array(a.lat, sql`float8[]`)},
      ${array(a.lng, sql`float8[]`)}, ${array(a.created_at, sql`float8[]`)}, ${array(a.updated_at, sql`float8[]`)})
      as u(id, number, status, source, customer_id, is_first, payment_method_id, shipping_method_id, pickup_point_id,
        delivery_zone_id, subtotal, shipping_total, discount, grandtotal, change_from, people_count, comment,
        viewed_at, city_id, street_id, house, flat, lat, lng, created_at, updated_at)`);
}

/** A line keeps the product's name as it was when ordered: copied from the menu here. */
export async function insertLines(
  db: Executor,
  a: Arrays<
    'id' | 'order_id' | 'product_id' | 'qty' | 'price' | 'subtotal' | 'discount' | 'is_reorder' | 'sort'
  >,
) {
  await db.execute(sql`insert into order_items (id, order_id, product_id, name, qty, price, subtotal, discount,
      grandtotal, is_reorder, sort)
    select u.id, u.order_id, u.product_id, p.name, u.qty, ${money(sql`u.price`)}, ${money(sql`u.subtotal`)},
      ${money(sql`u.discount`)}, ${money(sql`(u.subtotal - u.discount)`)}, u.is_reorder, u.sort
    from unnest(${array(a.id, ints)}, ${array(a.order_id, ints)}, ${array(a.product_id, ints)}, ${array(a.qty, ints)},
      ${array(a.price, ints)}, ${array(a.subtotal, ints)}, ${array(a.discount, ints)}, ${array(a.is_reorder, sql`bool[]`)},
      ${array(a.sort, ints)}) as u(id, order_id, product_id, qty, price, subtotal, discount, is_reorder, sort)
    join products p on p.id = u.product_id`);
}

export async function insertModifiers(db: Executor, a: Arrays<'item_id' | 'modifier_id' | 'name' | 'price'>) {
  await db.execute(sql`insert into order_item_modifiers (order_item_id, modifier_id, name, qty, price)
    select item_id, modifier_id, name, 1, ${money(sql`price`)}
    from unnest(${array(a.item_id, ints)}, ${array(a.modifier_id, ints)}, ${array(a.name, texts)},
      ${array(a.price, ints)}) as u(item_id, modifier_id, name, price)`);
}

/** The pickup discount as pricing records it: kind shipping, the method's id and name. */
export async function insertDiscounts(db: Executor, a: Arrays<'order_id' | 'method_id' | 'amount'>) {
  await db.execute(sql`insert into order_discounts (order_id, kind, source_id, name, amount)
    select u.order_id, 'shipping', u.method_id, m.name, ${money(sql`u.amount`)}
    from unnest(${array(a.order_id, ints)}, ${array(a.method_id, ints)}, ${array(a.amount, ints)})
      as u(order_id, method_id, amount)
    join shipping_methods m on m.id = u.method_id`);
}

export async function insertHistory(
  db: Executor,
  a: Arrays<'order_id' | 'from_status' | 'to_status' | 'at'>,
  userId: number | null,
) {
  await db.execute(sql`insert into order_status_history (order_id, from_status, to_status, user_id, created_at)
    select order_id, ${statusOf(sql`from_status`)}, ${statusOf(sql`to_status`)}, ${userId}::int, ${timestamp(sql`at`)}
    from unnest(${array(a.order_id, ints)}, ${array(a.from_status, sql`smallint[]`)},
      ${array(a.to_status, sql`smallint[]`)}, ${array(a.at, sql`float8[]`)}) as u(order_id, from_status, to_status, at)`);
}
