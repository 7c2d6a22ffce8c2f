import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { findSessionUser } from '../../http/authenticate.ts';
import type { OrderEventRelay } from './order-event-relay.ts';
import { type OrderEvent, readEventsAfter } from './order-events.repository.ts';

const heartbeatMs = 15_000;
/** What a reconnecting client may catch up on; past that it reloads its lists anyway. */
const replayLimit = 1000;
const replayWindowMs = 24 * 60 * 60 * 1000;

export type OrderEventStreams = ReturnType<typeof createOrderEventStreams>;

/** `id:`, `event:` and `data:` lines of one server-sent event. */
const formatEvent = (event: OrderEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** Last-Event-ID as sent by a reconnecting client; anything but a whole number means none. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * The server-sent event streams of this process. A stream subscribes to the relay before it reads
 * what the client missed, keeps live events aside during that read and sends each id once, in
 * order: no gap and no duplicate between the replay and the live events.
 */
export function createOrderEventStreams(db: Database, relay: OrderEventRelay) {
  const openStreams = new Set<() => void>();

  async function open(request: FastifyRequest, reply: FastifyReply) {
    const lastEventId = parseLastEventId(request.headers['last-event-id']);
    const raw = reply.raw;
    let lastSentId = lastEventId ?? 0;
    let heldBack: OrderEvent[] | undefined = [];

    // After the client hung up, a write would be an error on the response: nothing is written then.
    const write = (text: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(text);
    };
    const send = (event: OrderEvent) => {
      if (event.id <= lastSentId) return;
      lastSentId = event.id;
      write(formatEvent(event));
    };
    const unsubscribe = relay.subscribe((event) => (heldBack ? heldBack.push(event) : send(event)));
    const heartbeat = setInterval(async () => {
      // A signed-out or disabled user's stream ends at the next beat.
      const session = await findSessionUser(db, request.token).catch(() => undefined);
      if (session) write(': keep-alive\n\n');
      else end();
    }, heartbeatMs);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    openStreams.add(end);
    raw.on('close', end);

    reply.hijack();
    // The security headers are already on `raw` (security-headers.ts); writeHead keeps them.
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // A proxy (nginx) would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    write(': connected\n\n');
    try {
      if (lastEventId !== undefined) {
        const since = new Date(Date.now() - replayWindowMs);
        for (const event of await readEventsAfter(db, lastEventId, replayLimit, since)) send(event);
      }
      for (const event of heldBack) send(event);
      heldBack = undefined;
    } catch (error) {
      // The client reconnects with the same Last-Event-ID and tries again.
      request.log.error({ err: error }, 'order events not replayed');
      end();
    }
  }

  return {
    open,
    /** Ends every stream, so closing the server does not wait for clients that never hang up. */
    closeAll: () => {
      for (const end of [...openStreams]) end();
    },
  };
}
