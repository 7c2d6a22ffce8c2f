import { canChangeOrderStatus, messageKeys, type OrderDetail, type OrderStatusChange } from '@mise/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderStatusHistory, orders } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { announceOrderEvent } from '../order-events/announce.ts';
import { loadOrderDetail } from './order-detail.repository.ts';

/**
 * Moves an order to another status if API.md's table allows it. The row is locked first, so of two
 * staff pressing at once one wins and the other gets a 409 that names the status the order now has.
 */
export async function changeOrderStatus(
  db: Database,
  userId: number,
  orderId: number,
  change: OrderStatusChange,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound(`No order with id ${orderId}`);
    if (!canChangeOrderStatus(order.status, change.status)) {
      throw conflict(`An order in status ${order.status} cannot move to ${change.status}`, {
        status: messageKeys.orderStatusNotAllowed,
      });
    }
    const [saved] = await tx
      .update(orders)
      .set({ status: change.status })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderStatusHistory).values({
      order_id: orderId,
      from_status: order.status,
      to_status: change.status,
      user_id: userId,
      comment: change.comment || null,
    });
    await announceOrderEvent(tx, 'order.status', saved);
    return (await loadOrderDetail(tx, orderId)) as OrderDetail;
  });
}
