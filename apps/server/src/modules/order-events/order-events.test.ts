import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSecondApp } from '../../testing/second-app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAnnouncedOrder, listenLocally, openEventStream } from './order-event-test-client.ts';

describe('GET /api/order/events', () => {
  let api: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    api = await createTestApp();
    baseUrl = await listenLocally(api.app);
  });
  afterAll(() => api.close());

  it('answers 401 without a token and with a revoked one', async () => {
    expect((await api.get('/api/order/events', { token: null })).status).toBe(401);
    expect((await api.get('/api/order/events', { token: 'nope' })).status).toBe(401);
  });

  it('streams an order committed after connecting, with its number, status, total and source', async () => {
    const stream = await openEventStream(baseUrl, api.adminToken);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const order = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    const [event] = await stream.waitFor(1);
    const { eventId, ...data } = order;
    expect(event).toEqual({ id: eventId, event: 'order.created', data });
    expect(data).toMatchObject({ status: 'OPEN', grandtotal: 45, source: 'website' });
    await stream.close();
  });

  it('never sends an event whose transaction rolled back', async () => {
    const stream = await openEventStream(baseUrl, api.adminToken);
    await expect(
      api.db.transaction(async (tx) => {
        await createAnnouncedOrder(tx, 'app');
        throw new Error('the kitchen refused');
      }),
    ).rejects.toThrow('the kitchen refused');
    const committed = await api.db.transaction((tx) => createAnnouncedOrder(tx, 'bot'));
    const [event] = await stream.waitFor(1);
    expect(event.id).toBe(committed.eventId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events.map(({ data }) => data.source)).toEqual(['bot']);
    await stream.close();
  });

  it('sends a client reconnecting with Last-Event-ID exactly what it missed, then live events', async () => {
    const first = await openEventStream(baseUrl, api.adminToken);
    const seen = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    await first.waitFor(1);
    await first.close();
    const missed = [];
    for (let index = 0; index < 3; index++)
      missed.push(await api.db.transaction((tx) => createAnnouncedOrder(tx)));

    const again = await openEventStream(baseUrl, api.adminToken, seen.eventId);
    const live = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    const events = await again.waitFor(4);
    expect(events.map(({ id }) => id)).toEqual([...missed, live].map(({ eventId }) => eventId));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.events).toHaveLength(4);
    await again.close();
  });

  it('delivers events announced by many transactions at once, each once and in id order', async () => {
    const stream = await openEventStream(baseUrl, api.adminToken);
    const created = await Promise.all(
      Array.from({ length: 8 }, () => api.db.transaction((tx) => createAnnouncedOrder(tx))),
    );
    const ids = (await stream.waitFor(8)).map(({ id }) => id);
    expect(ids).toEqual(created.map(({ eventId }) => eventId).sort((a, b) => a - b));
    await stream.close();
  });

  it('ends the stream at the next heartbeat once the token is revoked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      const token = await api.login();
      const stream = await openEventStream(baseUrl, token);
      await vi.advanceTimersByTimeAsync(15_000);
      await vi.waitFor(() => expect(stream.comments).toContain('keep-alive'));
      expect((await api.post('/api/logout', undefined, { token })).status).toBe(204);
      await vi.advanceTimersByTimeAsync(15_000);
      await stream.waitForEnd();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('two server processes on one database', () => {
  let api: TestApp;
  let second: Awaited<ReturnType<typeof openSecondApp>>;
  beforeAll(async () => {
    api = await createTestApp();
    second = await openSecondApp(api);
  });
  afterAll(async () => {
    await second.close();
    await api.close();
  });

  it('streams an order created through one to a client of the other', async () => {
    const stream = await openEventStream(await listenLocally(second.app), api.adminToken);
    const order = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    const [event] = await stream.waitFor(1);
    expect(event).toMatchObject({ id: order.eventId, event: 'order.created', data: { id: order.id } });
    await stream.close();
  });
});
