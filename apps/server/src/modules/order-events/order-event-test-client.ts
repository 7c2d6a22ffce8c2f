import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { announceOrderEvent, orderEventDataOf } from './announce.ts';

export type ReceivedEvent = { id: number; event: string; data: Record<string, unknown> };

/** The app listening on a free local port (an event stream cannot go through inject()). */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * A client of GET /api/order/events over a real socket, reading frames as a browser would.
 * `waitFor(n)` resolves with the first n events, or fails after a second.
 */
export async function openEventStream(baseUrl: string, token: string, lastEventId?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/order/events`, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  let hasEnded = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk, { stream: true });
        for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
          readFrame(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
      }
    } catch {
      // aborted by close()
    }
    hasEnded = true;
  })();

  function readFrame(frame: string) {
    const fields = Object.fromEntries(
      frame
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
    );
    if (fields[''] !== undefined) comments.push(fields['']);
    else events.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) });
  }

  async function waitUntil(isDone: () => boolean, what: string, timeoutMs = 1000) {
    const started = Date.now();
    while (!isDone()) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  return {
    response,
    events,
    comments,
    hasEnded: () => hasEnded,
    async waitFor(count: number) {
      await waitUntil(() => events.length >= count, `${count} events (got ${events.length})`);
      return events.slice(0, count);
    },
    waitForEnd: () => waitUntil(() => hasEnded, 'the stream to end'),
    async close() {
      abort.abort();
      await reading;
    },
  };
}

/** An order and its order.created event in one transaction, as the intake does. */
export async function createAnnouncedOrder(executor: Executor, source = 'website') {
  const [order] = await executor.insert(orders).values({ source, grandtotal: 45 }).returning();
  const eventId = await announceOrderEvent(executor, 'order.created', order);
  return { ...orderEventDataOf(order), eventId };
}
