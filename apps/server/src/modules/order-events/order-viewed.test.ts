import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAnnouncedOrder, listenLocally, openEventStream } from './order-event-test-client.ts';

describe('the new-order badge: POST /api/order/{id}/viewed and GET /api/order/unviewed_count', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(() => api.close());

  const unviewedCount = async () => (await api.get('/api/order/unviewed_count')).body.count;

  it('counts orders no one has opened; the first view sets viewed_at once and tells every panel', async () => {
    const stream = await openEventStream(await listenLocally(api.app), api.adminToken);
    const countBefore = await unviewedCount();
    const order = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    expect(await unviewedCount()).toBe(countBefore + 1);

    const first = await api.post(`/api/order/${order.id}/viewed`);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.viewed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await unviewedCount()).toBe(countBefore);
    const [, viewed] = await stream.waitFor(2);
    expect(viewed).toMatchObject({ event: 'order.viewed', data: { id: order.id, number: order.number } });

    const again = await api.post(`/api/order/${order.id}/viewed`);
    expect(again.body.viewed_at).toBe(first.body.viewed_at);
    const events = await api.db.select().from(orderEvents).where(eq(orderEvents.order_id, order.id));
    expect(events.map(({ type }) => type)).toEqual(['order.created', 'order.viewed']);
    await stream.close();
  });

  it('answers 404 for an unknown order and 401 without a token', async () => {
    expect((await api.post('/api/order/999999/viewed')).status).toBe(404);
    expect((await api.post('/api/order/1/viewed', undefined, { token: null })).status).toBe(401);
    expect((await api.get('/api/order/unviewed_count', { token: null })).status).toBe(401);
  });

  it('leaves an order viewed earlier out of the count', async () => {
    const countBefore = await unviewedCount();
    const order = await api.db.transaction((tx) => createAnnouncedOrder(tx));
    await api.db.update(orders).set({ viewed_at: new Date() }).where(eq(orders.id, order.id));
    expect(await unviewedCount()).toBe(countBefore);
  });
});
