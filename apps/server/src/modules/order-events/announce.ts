import type { OrderEventData, OrderEventType } from '@mise/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderEvents, type orders } from '../../db/schema.ts';

/** What an event tells of its order. */
export type AnnouncedOrder = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'status' | 'grandtotal' | 'source' | 'created_at'
>;

export const orderEventDataOf = (order: AnnouncedOrder): OrderEventData => ({
  id: order.id,
  number: order.number,
  status: order.status,
  grandtotal: order.grandtotal,
  source: order.source,
  created_at: order.created_at.toISOString(),
});

/** The NOTIFY channel every server process LISTENs on; the payload is the event id. */
export const orderEventsChannel = 'mise_order_events';

/**
 * Records an order event and announces it, inside the caller's transaction: the event exists
 * (for Last-Event-ID replays) exactly when the change does, and NOTIFY is delivered at commit.
 *
 * Call it last in the transaction. It takes a lock held until the commit, so events commit in the
 * order of their ids: a reader that has seen event N has seen every earlier one, and "ids after
 * the last one seen" (the relay, a client's Last-Event-ID) never skips an event that committed late.
 */
export async function announceOrderEvent(
  executor: Executor,
  type: OrderEventType,
  order: AnnouncedOrder,
): Promise<number> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${orderEventsChannel}))`);
  const [event] = await executor
    .insert(orderEvents)
    .values({ type, order_id: order.id, data: orderEventDataOf(order) })
    .returning({ id: orderEvents.id });
  await executor.execute(sql`select pg_notify(${orderEventsChannel}, ${String(event.id)})`);
  return event.id;
}
