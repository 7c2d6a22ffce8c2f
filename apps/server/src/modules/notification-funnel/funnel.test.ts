import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelDeliveries } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createFunnel, createFunnelTestApp, type FunnelAudienceData } from './funnel-test-fixtures.ts';

describe('notification funnels', () => {
  let api: TestApp;
  let data: FunnelAudienceData;
  beforeAll(async () => {
    ({ api, data } = await createFunnelTestApp());
  });
  afterAll(() => api.close());

  it('stores a draft with its rules and answers them by name', async () => {
    const created = await createFunnel(api, {
      header: 'Hello',
      content: 'Pizza night',
      sms: true,
      customer_groups: [{ id: data.groups.regulars.id }],
      products: [data.products.cola.id],
      last_order_date_from: '2026-01-01T00:15:00+01:00',
    });
    expect(created).toMatchObject({
      status: 'DRAFT',
      is_started: false,
      customer_groups: [{ id: data.groups.regulars.id, name: 'Regulars' }],
      products: [{ id: data.products.cola.id, name: { en: 'Cola' } }],
      customers: [],
      last_order_date_from: '2025-12-31T23:15:00.000Z',
      progress: '0/0',
    });
    const changed = await api.post(`/api/notification_funnel/${created.id}`, {
      products: [],
      customers: [data.customers.eve.id],
    });
    expect(changed.body.notification_funnel).toMatchObject({
      products: [],
      customers: [{ id: data.customers.eve.id }],
    });
  });

  it.each([
    [{ header: 'No content' }, { content: 'messages.required' }],
    [{ content: '   ' }, { content: 'messages.required' }],
    [{ content: 'x', customers: [999_999] }, { 'customers.0': 'messages.not_found' }],
    [
      {
        content: 'x',
        last_order_date_from: '2026-02-01T00:00:00Z',
        last_order_date_to: '2026-01-01T00:00:00Z',
      },
      { last_order_date_to: 'messages.end_before_start' },
    ],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await api.post('/api/notification_funnel', body);
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject(errors);
  });

  it('fixes a started funnel: another audience or message is refused with 422', async () => {
    const created = await createFunnel(api, {
      content: 'Fixed',
      sms: true,
      customers: [data.customers.eve.id],
      is_started: true,
    });
    const changed = await api.post(`/api/notification_funnel/${created.id}`, {
      content: 'Changed',
      customers: [data.customers.anna.id],
    });
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual({
      content: 'messages.funnel_started_locked',
      customers: 'messages.funnel_started_locked',
    });
    expect((await api.post(`/api/notification_funnel/${created.id}`, { is_started: false })).status).toBe(
      422,
    );
  });

  it('answers 404 for the log of an unknown funnel, and deletes a funnel with its log', async () => {
    expect((await api.get('/api/notification_funnel/999999/deliveries')).status).toBe(404);
    const created = await createFunnel(api, { content: 'Gone', sms: true, is_started: true });
    expect((await api.delete(`/api/notification_funnel/${created.id}`)).status).toBe(204);
    const left = await api.db
      .select()
      .from(funnelDeliveries)
      .where(eq(funnelDeliveries.funnel_id, created.id));
    expect(left).toHaveLength(0);
  });
});
