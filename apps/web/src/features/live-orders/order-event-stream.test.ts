import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followOrderEvents, type LiveOrderEvent } from './order-event-stream.ts';

const order = (id: number) => ({
  id,
  number: 1000 + id,
  status: 'OPEN',
  grandtotal: 45,
  source: 'website',
  created_at: '2026-11-25T12:00:00.000Z',
});
const frame = (eventId: number, orderId: number) =>
  `id: ${eventId}\nevent: order.created\ndata: ${JSON.stringify(order(orderId))}\n\n`;

/** A stream answer that sends the frames (split mid-frame, as a network may) and ends. */
const streamOf = (...frames: string[]) => {
  const text = frames.join('');
  const chunks = [text.slice(0, 7), text.slice(7)];
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
};

describe('following the order event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the bearer header, and Last-Event-ID after a drop, delivering each event in order', async () => {
    const answers = [streamOf(frame(7, 1), frame(8, 2)), streamOf(frame(9, 3))];
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => answers.shift() ?? new Promise<Response>(() => {}),
    );
    const events: LiveOrderEvent[] = [];
    const onReconnected = vi.fn();
    const stop = followOrderEvents({
      getToken: () => 'secret',
      onEvent: (event) => events.push(event),
      onReconnected,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(events.map(({ id, type, data }) => [id, type, data.number])).toEqual([
      [7, 'order.created', 1001],
      [8, 'order.created', 1002],
      [9, 'order.created', 1003],
    ]);
    const headers = fetch.mock.calls.map(([, init]) => new Headers(init.headers));
    expect(headers[0].get('authorization')).toBe('Bearer secret');
    expect(headers[0].has('last-event-id')).toBe(false);
    expect(headers[1].get('last-event-id')).toBe('8');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits longer after each failure, from 1 s up to 15 s', async () => {
    const calledAt: number[] = [];
    const fetch = vi.fn(async () => {
      calledAt.push(Date.now());
      throw new TypeError('Failed to fetch');
    });
    const stop = followOrderEvents({ getToken: () => 'secret', onEvent: () => {}, fetch });
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    const gaps = calledAt.slice(1).map((at, index) => at - calledAt[index]);
    expect(gaps.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('stops when the session is gone (401) and when asked to', async () => {
    const onSignedOut = vi.fn();
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    followOrderEvents({ getToken: () => 'old', onEvent: () => {}, onSignedOut, fetch });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const stop = followOrderEvents({ getToken: () => 'secret', onEvent: () => {}, fetch: failing });
    await vi.advanceTimersByTimeAsync(10);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
