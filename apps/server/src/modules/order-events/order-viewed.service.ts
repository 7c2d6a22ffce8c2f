import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { announceOrderEvent } from './announce.ts';
import { markOrderViewed } from './order-events.repository.ts';

/** Sets an order's viewed_at once and tells every panel; answers when it was first viewed. */
export async function markViewed(db: Database, id: number): Promise<Date> {
  return db.transaction(async (tx) => {
    const order = await markOrderViewed(tx, id);
    if (!order) throw notFound(`No order ${id}`);
    if (order.isFirstView) await announceOrderEvent(tx, 'order.viewed', order);
    return order.viewed_at!;
  });
}
