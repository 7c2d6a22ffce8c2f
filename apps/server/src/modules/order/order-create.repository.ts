import type { Executor } from '../../db/client.ts';
import {
  orderDiscounts,
  orderItemModifiers,
  orderItems,
  orderStatusHistory,
  orders,
} from '../../db/schema.ts';
import type { PricedOrder } from '../pricing/pricing.types.ts';

export type NewOrderRow = typeof orders.$inferInsert;

/** Writes an order with its lines, their modifiers, its discount lines and its first status. */
export async function insertOrder(
  tx: Executor,
  row: NewOrderRow,
  priced: PricedOrder,
  reordered: Set<number>,
) {
  const [order] = await tx.insert(orders).values(row).returning();
  if (priced.lines.length > 0) {
    const lines = await tx
      .insert(orderItems)
      .values(
        priced.lines.map((line, sort) => ({
          order_id: order.id,
          product_id: line.product_id,
          name: line.name,
          qty: line.qty,
          price: line.unit_price,
          subtotal: line.subtotal,
          discount: line.discount,
          grandtotal: line.grandtotal,
          is_reorder: reordered.has(line.product_id),
          sort,
        })),
      )
      .returning({ id: orderItems.id });
    const modifiers = priced.lines.flatMap((line, position) =>
      line.modifiers.map((modifier) => ({
        order_item_id: lines[position].id,
        modifier_id: modifier.modifier_id,
        name: modifier.name,
        qty: modifier.qty,
        price: modifier.price,
      })),
    );
    if (modifiers.length > 0) await tx.insert(orderItemModifiers).values(modifiers);
  }
  if (priced.discounts.length > 0) {
    await tx.insert(orderDiscounts).values(
      priced.discounts.map((line) => ({
        order_id: order.id,
        kind: line.kind,
        source_id: line.source_id,
        code: line.code,
        name: line.name,
        amount: line.amount,
      })),
    );
  }
  await tx
    .insert(orderStatusHistory)
    .values({ order_id: order.id, from_status: null, to_status: order.status });
  return order;
}
