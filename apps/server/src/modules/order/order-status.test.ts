import { orderStatuses, orderStatusTransitions } from '@mise/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertOrderReferences, insertTestOrder, type OrderReferences } from './order-test-fixtures.ts';

const allowed = Object.entries(orderStatusTransitions).flatMap(([from, targets]) =>
  targets.map((to) => [from, to] as const),
);
const refused = orderStatuses
  .flatMap((from) => orderStatuses.map((to) => [from, to] as const))
  .filter(([from, to]) => !orderStatusTransitions[from].includes(to));

describe('order status changes', () => {
  let api: TestApp;
  let refs: OrderReferences;
  const orderIn = async (status: string) => (await insertTestOrder(api.db, refs, { status })).id;
  beforeAll(async () => {
    api = await createTestApp();
    refs = await insertOrderReferences(api.db);
  });
  afterAll(() => api.close());

  it.each(allowed)('moves %s to %s, recording who, when and why, and announcing it', async (from, to) => {
    const id = await orderIn(from);
    const response = await api.post(`/api/order/${id}/status`, { status: to, comment: 'Called the kitchen' });
    expect(response.status).toBe(200);
    expect(response.body.order).toMatchObject({ id, status: to });
    expect(response.body.order.status_history).toEqual([
      {
        from,
        to,
        user: { id: expect.any(Number), name: 'Ada Admin' },
        comment: 'Called the kitchen',
        created_at: expect.any(String),
      },
    ]);
    const events = await api.db.select().from(orderEvents).where(eq(orderEvents.order_id, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'order.status', data: { id, status: to } });
  });

  it.each(refused)('refuses %s to %s with 409 and leaves the order as it was', async (from, to) => {
    const id = await orderIn(from);
    const response = await api.post(`/api/order/${id}/status`, { status: to });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: `An order in status ${from} cannot move to ${to}`,
      errors: { status: 'messages.order_status_not_allowed' },
    });
    const [row] = await api.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe(from);
    expect(await api.db.select().from(orderEvents).where(eq(orderEvents.order_id, id))).toEqual([]);
  });

  it('keeps the whole history in order, a missing comment as null', async () => {
    const id = await orderIn('OPEN');
    for (const status of ['PAID', 'IN_PROGRESS', 'DONE', 'COMPLETED']) {
      expect((await api.post(`/api/order/${id}/status`, { status })).status).toBe(200);
    }
    const detail = await api.get(`/api/order/${id}`);
    expect(detail.body.item.status_history.map((entry: { to: string }) => entry.to)).toEqual([
      'PAID',
      'IN_PROGRESS',
      'DONE',
      'COMPLETED',
    ]);
    expect(detail.body.item.status_history[0]).toMatchObject({ from: 'OPEN', comment: null });
  });

  it('lets one of two simultaneous changes win; the other gets 409', async () => {
    const id = await orderIn('OPEN');
    const answers = await Promise.all([
      api.post(`/api/order/${id}/status`, { status: 'CLOSED' }),
      api.post(`/api/order/${id}/status`, { status: 'CLOSED' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const detail = await api.get(`/api/order/${id}`);
    expect(detail.body.item.status_history).toHaveLength(1);
  });

  it('answers 422 for an unknown status and 404 for an unknown order', async () => {
    const id = await orderIn('OPEN');
    const unknown = await api.post(`/api/order/${id}/status`, { status: 'COOKED' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('status');
    expect((await api.post(`/api/order/${id}/status`, {})).status).toBe(422);
    expect((await api.post('/api/order/999999/status', { status: 'PAID' })).status).toBe(404);
  });

  it('lets a manager change a status too', async () => {
    const manager = {
      email: 'manager@mise.test',
      password: 'Manager123!',
      role: 'manager',
      is_enabled: true,
    };
    expect((await api.post('/api/user', manager)).status).toBe(201);
    const token = await api.login(manager.email, manager.password);
    const id = await orderIn('OPEN');
    const response = await api.post(`/api/order/${id}/status`, { status: 'PAID' }, { token });
    expect(response.status).toBe(200);
    expect(response.body.order.status_history[0].user.name).toBe('manager@mise.test');
  });

  it('needs a signed-in user', async () => {
    const id = await orderIn('OPEN');
    expect((await api.post(`/api/order/${id}/status`, { status: 'PAID' }, { token: null })).status).toBe(401);
  });
});
