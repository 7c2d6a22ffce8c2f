import type { OrderEventData, OrderEventType } from '@mise/contract';
import { createParser } from 'eventsource-parser';

export type LiveOrderEvent = { id: number; type: OrderEventType; data: OrderEventData };

type FollowOptions = {
  getToken: () => string | null;
  onEvent: (event: LiveOrderEvent) => void;
  /** Each time the stream is open again after a drop (the events missed meanwhile follow). */
  onReconnected?: () => void;
  /** The session is gone (401): following stops. */
  onSignedOut?: () => void;
  /** True while the stream is open, false while it is down or reconnecting. */
  onOpenChange?: (isOpen: boolean) => void;
  fetch?: typeof fetch;
};

export const reconnectDelays = { firstMs: 1000, longestMs: 15_000 };
/** The server writes a comment every 15 s: this much silence means a dead connection. */
const silenceLimitMs = 40_000;

class StreamEnded extends Error {}

/**
 * Follows GET /api/order/events with fetch (the bearer header, which EventSource cannot send) and
 * reconnects after a drop, 1 s to 15 s apart, sending Last-Event-ID so the server replays what was
 * missed. Returns a function that stops following.
 */
export function followOrderEvents(options: FollowOptions): () => void {
  const stopping = new AbortController();
  const fetchStream = options.fetch ?? fetch.bind(globalThis);
  let lastEventId: string | undefined;

  async function readOnce(isReconnect: boolean) {
    const token = options.getToken();
    if (!token) throw new StreamEnded();
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    stopping.signal.addEventListener('abort', abortAttempt);
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    const expectNextWithin = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(abortAttempt, silenceLimitMs);
    };
    try {
      const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
      if (lastEventId) headers.set('Last-Event-ID', lastEventId);
      expectNextWithin();
      const response = await fetchStream('/api/order/events', { headers, signal: attempt.signal });
      if (response.status === 401) throw new StreamEnded();
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      options.onOpenChange?.(true);
      if (isReconnect) options.onReconnected?.();
      const parser = createParser({
        onEvent: ({ id, event, data }) => {
          if (id) lastEventId = id;
          options.onEvent({ id: Number(id), type: event as OrderEventType, data: JSON.parse(data) });
        },
        onComment: expectNextWithin,
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          expectNextWithin();
          parser.feed(chunk.value);
        }
      } catch {
        // Dropped half-way (network, silence, sign-out): the caller reconnects.
      }
      return true;
    } finally {
      options.onOpenChange?.(false);
      clearTimeout(silenceTimer);
      stopping.signal.removeEventListener('abort', abortAttempt);
    }
  }

  async function follow() {
    let delayMs = reconnectDelays.firstMs;
    for (let attempt = 0; !stopping.signal.aborted; attempt++) {
      try {
        // A stream that was open and ended (a deploy, a dropped network) comes back at the first delay.
        if (await readOnce(attempt > 0)) delayMs = reconnectDelays.firstMs;
      } catch (error) {
        if (error instanceof StreamEnded) {
          if (!stopping.signal.aborted) options.onSignedOut?.();
          return;
        }
      }
      if (stopping.signal.aborted) return;
      await sleep(delayMs * (0.75 + Math.random() / 2), stopping.signal);
      delayMs = Math.min(delayMs * 2, reconnectDelays.longestMs);
    }
  }

  void follow();
  return () => stopping.abort();
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
