import type { OrderEventData, OrderEventType } from '@mise/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

/** The NOTIFY channel every server process LISTENs on; the payload is the event id. */
export const orderEventsChannel = 'mise_order_events';

/**
 * Records an order event and announces it, inside the caller's transaction: the event exists
 * (for Last-Event-ID replays) exactly when the change does, and NOTIFY is delivered at commit.
 */
export async function announceOrderEvent(
  executor: Executor,
  type: OrderEventType,
  data: OrderEventData,
): Promise<number> {
  const [event] = await executor
    .insert(orderEvents)
    .values({ type, order_id: data.id, data })
    .returning({ id: orderEvents.id });
  await executor.execute(sql`select pg_notify(${orderEventsChannel}, ${String(event.id)})`);
  return event.id;
}
