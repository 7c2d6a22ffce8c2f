import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Listen } from '../../db/listener.ts';
import { orderEventsChannel } from './announce.ts';
import {
  deleteEventsBefore,
  type OrderEvent,
  readEventsAfter,
  readLatestEventId,
} from './order-events.repository.ts';

const batchSize = 500;
const keptForMs = 7 * 24 * 60 * 60 * 1000;
const pruneEveryMs = 60 * 60 * 1000;

type Subscriber = (event: OrderEvent) => void;

/**
 * One per server process: LISTENs on the order events channel and hands every committed event, in
 * id order, to the event streams of this process. A NOTIFY only says "something new": the relay
 * reads every event after the last one it relayed, so a burst costs one query and a notification
 * lost with a dropped connection is made up by the next read (the listener reads again on reconnect).
 */
export function createOrderEventRelay(db: Database, listen: Listen, log: FastifyBaseLogger) {
  const subscribers = new Set<Subscriber>();
  let lastRelayedId = 0;
  let reading: Promise<void> | undefined;
  let hasMoreToRead = false;
  let stopListening: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  function readNew() {
    if (reading) {
      hasMoreToRead = true;
      return;
    }
    reading = relayNewEvents()
      .catch((error) => log.error({ err: error }, 'order events not relayed'))
      .finally(() => {
        reading = undefined;
        if (hasMoreToRead) {
          hasMoreToRead = false;
          readNew();
        }
      });
  }

  async function relayNewEvents() {
    for (;;) {
      const events = await readEventsAfter(db, lastRelayedId, batchSize);
      for (const event of events) {
        lastRelayedId = event.id;
        for (const subscriber of subscribers) subscriber(event);
      }
      if (events.length < batchSize) return;
    }
  }

  // Several processes prune the same rows: a delete through the created_at index, once an hour.
  const prune = () =>
    deleteEventsBefore(db, new Date(Date.now() - keptForMs)).catch((error) =>
      log.warn({ err: error }, 'old order events not pruned'),
    );

  return {
    async start() {
      // Events committed between these two lines are read at the next NOTIFY.
      lastRelayedId = await readLatestEventId(db);
      stopListening = await listen(orderEventsChannel, readNew);
      void prune();
      pruneTimer = setInterval(prune, pruneEveryMs).unref();
    },
    /** Events committed from now on, in id order; returns the unsubscribe. */
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      clearInterval(pruneTimer);
      await stopListening?.();
      await reading;
    },
  };
}

export type OrderEventRelay = ReturnType<typeof createOrderEventRelay>;
