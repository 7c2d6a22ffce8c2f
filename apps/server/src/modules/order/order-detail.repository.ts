import type { OrderDetail } from '@mise/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  cities,
  customers,
  orderDiscounts,
  orderItemModifiers,
  orderItems,
  orderStatusHistory,
  orders,
  paymentMethods,
  pickupPoints,
  products,
  shippingMethods,
  streets,
  users,
} from '../../db/schema.ts';

/** One order as GET /api/order/{id} answers it (API.md, Orders): a handful of queries, none per line. */
export async function loadOrderDetail(db: Executor, id: number): Promise<OrderDetail | undefined> {
  const [row] = await db
    .select({
      order: orders,
      customer: {
        id: customers.id,
        first_name: customers.first_name,
        last_name: customers.last_name,
        phone: customers.phone,
        email: customers.email,
      },
      payment_method: { id: paymentMethods.id, name: paymentMethods.name },
      shipping_method: {
        id: shippingMethods.id,
        name: shippingMethods.name,
        show_addresses: shippingMethods.show_addresses,
      },
      pickup_point: { id: pickupPoints.id, name: pickupPoints.name, address: pickupPoints.address },
      city: { id: cities.id, name: cities.name },
      street: { id: streets.id, name: streets.name },
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.payment_method_id))
    .leftJoin(shippingMethods, eq(shippingMethods.id, orders.shipping_method_id))
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickup_point_id))
    .leftJoin(cities, eq(cities.id, orders.city_id))
    .leftJoin(streets, eq(streets.id, orders.street_id))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) return undefined;
  const { order } = row;
  // One after another: inside a transaction they share one connection anyway.
  const items = await loadItems(db, id);
  const discounts = await db
    .select()
    .from(orderDiscounts)
    .where(eq(orderDiscounts.order_id, id))
    .orderBy(asc(orderDiscounts.id));
  const history = await loadStatusHistory(db, id);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    source: order.source,
    created_at: order.created_at.toISOString(),
    viewed_at: order.viewed_at?.toISOString() ?? null,
    subtotal: order.subtotal,
    shipping_total: order.shipping_total,
    discount: order.discount,
    bonuses_used: order.bonuses_used,
    grandtotal: order.grandtotal,
    platform_id: order.platform_id,
    change_from: order.change_from,
    people_count: order.people_count,
    additional_people_count: order.additional_people_count,
    comment: order.comment,
    order_items: items,
    customer: row.customer,
    payment_method: row.payment_method,
    shipping_method: row.shipping_method,
    pickup_point: row.pickup_point,
    delivery: {
      delivery_term: order.delivery_term?.toISOString() ?? null,
      // The spec's pickup address reads the delivery street when the method shows no addresses.
      street: row.street?.name ?? null,
      house: order.house,
      building: order.building,
      entrance: order.entrance,
      floor: order.floor,
      entry_code: order.entry_code,
      flat: order.flat,
      platform_city: row.city,
      platform_street: row.street,
    },
    coupons_discount: discounts
      .filter((line) => line.kind === 'coupon')
      .map((line) => ({ id: line.source_id ?? line.id, code: line.code, discount: line.amount })),
    discounts: discounts.map((line) => ({
      id: line.id,
      kind: line.kind,
      code: line.code,
      name: line.name,
      amount: line.amount,
    })),
    status_history: history,
  };
}

async function loadItems(db: Executor, orderId: number): Promise<OrderDetail['order_items']> {
  const lines = await db
    .select({
      line: orderItems,
      product: { id: products.id, name: products.name },
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.product_id))
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.sort), asc(orderItems.id));
  const lineIds = lines.map(({ line }) => line.id);
  const modifiers = lineIds.length
    ? await db
        .select()
        .from(orderItemModifiers)
        .where(inArray(orderItemModifiers.order_item_id, lineIds))
        .orderBy(asc(orderItemModifiers.id))
    : [];
  return lines.map(({ line, product }) => ({
    id: line.id,
    product,
    name: line.name,
    qty: line.qty,
    price: line.price,
    subtotal: line.subtotal,
    grandtotal: line.grandtotal,
    order_item_modifiers: modifiers
      .filter((modifier) => modifier.order_item_id === line.id)
      .map(({ name, qty, price }) => ({ name, qty, price })),
  }));
}

async function loadStatusHistory(db: Executor, orderId: number): Promise<OrderDetail['status_history']> {
  const rows = await db
    .select({
      entry: orderStatusHistory,
      user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email },
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.user_id))
    .where(eq(orderStatusHistory.order_id, orderId))
    .orderBy(asc(orderStatusHistory.created_at), asc(orderStatusHistory.id));
  return rows.map(({ entry, user }) => ({
    from: entry.from_status,
    to: entry.to_status,
    user: user && {
      id: user.id,
      name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email,
    },
    comment: entry.comment,
    created_at: entry.created_at.toISOString(),
  }));
}
