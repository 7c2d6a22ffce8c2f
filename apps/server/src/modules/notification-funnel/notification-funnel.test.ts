import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelDeliveries } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedFunnelAudience } from './funnel-test-data.ts';
import { createFunnelWorker, type FunnelSender, maxAttempts, retryDelaysMs } from './funnel-worker.ts';

type Sent = { channel: string; address: string; content: string };

/** A sender that records what it sends; `failFor` addresses fail (retryable or not). */
function fakeSender(failFor: Record<string, 'retryable' | 'permanent'> = {}) {
  const sent: Sent[] = [];
  const send: FunnelSender = async (channel, message) => {
    const failure = failFor[message.address];
    if (failure)
      throw Object.assign(new Error(`provider refused ${message.address}`), {
        retryable: failure === 'retryable',
      });
    sent.push({ channel, address: message.address, content: message.content });
    return { providerMessageId: `id-${sent.length}` };
  };
  return { sent, send };
}

describe('notification funnels', () => {
  let api: TestApp;
  let data: Awaited<ReturnType<typeof seedFunnelAudience>>;
  // Deliveries are due from the database's now(): the test clock runs from there, moved on at will.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const workerWith = (send: FunnelSender, batchSize = 20) =>
    createFunnelWorker(api.db, api.app.log, { prepareSender: async () => send, batchSize, now });
  const runUntilIdle = async (worker: ReturnType<typeof workerWith>) => {
    while ((await worker.runOnce()) > 0) {}
  };
  const createFunnel = async (body: Record<string, unknown>) => {
    const response = await api.post('/api/notification_funnel', body);
    expect(response.status).toBe(201);
    return response.body.notification_funnel as Record<string, unknown> & { id: number };
  };
  const funnel = async (id: number) => (await api.get(`/api/notification_funnel/${id}`)).body.item;
  const deliveries = async (id: number) =>
    (await api.get(`/api/notification_funnel/${id}/deliveries?pageSize=100`)).body.items as Record<
      string,
      unknown
    >[];

  beforeAll(async () => {
    api = await createTestApp();
    // The app's own worker sends through the (unconfigured) real clients: tests drive their own.
    await api.app.funnelWorker.stop();
    data = await seedFunnelAudience(api.db);
  });
  afterAll(() => api.close());

  it('stores a draft with its rules and answers them by name', async () => {
    const created = await createFunnel({
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

  it('queues each selected customer once per channel, skips those without the contact, and sends', async () => {
    const created = await createFunnel({
      content: 'Spring menu',
      sms: true,
      email: true,
      customer_groups: [data.groups.regulars.id, data.groups.staff.id],
      is_started: true,
    });
    expect(created).toMatchObject({ status: 'QUEUED', total_count: 4, skipped_count: 1, progress: '0/4' });
    // Saving it started again (or the same values) queues nobody twice.
    expect(
      (await api.post(`/api/notification_funnel/${created.id}`, { is_started: true, content: 'Spring menu' }))
        .status,
    ).toBe(200);
    const fake = fakeSender();
    await runUntilIdle(workerWith(fake.send));
    expect(fake.sent.map((message) => `${message.channel} ${message.address}`).sort()).toEqual([
      'email anna@example.com',
      'sms +48600000001',
      'sms +48600000002',
    ]);
    expect(await funnel(created.id)).toMatchObject({
      status: 'DONE',
      total_count: 4,
      sent_count: 3,
      skipped_count: 1,
      failed_count: 0,
      progress: '3/4',
      finished_at: expect.any(String),
    });
    const log = await deliveries(created.id);
    expect(log).toHaveLength(4);
    expect(log.find((row) => row.status === 'skipped')).toMatchObject({
      channel: 'email',
      address: null,
      customer: { first_name: 'Bob' },
    });
  });

  it('fixes a started funnel: another audience or message is refused with 422', async () => {
    const created = await createFunnel({
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

  it('sends nothing twice when a worker stops mid-run and a new one takes over', async () => {
    const created = await createFunnel({ content: 'Resume', sms: true, is_started: true });
    expect(created.total_count).toBe(4);
    const sent: string[] = [];
    let releaseSecond!: () => void;
    let secondStarted!: () => void;
    const secondStarting = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    const first = workerWith(async (_channel, message) => {
      sent.push(`${message.content} ${message.address}`);
      if (sent.length === 2) {
        secondStarted();
        await new Promise<void>((resolve) => {
          releaseSecond = resolve;
        });
      }
      return { providerMessageId: message.address };
    });
    first.start();
    await secondStarting;
    const stopping = first.stop();
    releaseSecond();
    await stopping;
    expect(sent).toHaveLength(2);
    expect((await funnel(created.id)).status).toBe('SENDING');

    const second = fakeSender();
    await runUntilIdle(workerWith(second.send));
    const resumed = second.sent.map((message) => `${message.content} ${message.address}`);
    expect([...sent, ...resumed].filter((line) => line.startsWith('Resume')).sort()).toEqual([
      'Resume +48600000001',
      'Resume +48600000002',
      'Resume +48600000003',
      'Resume +48600000005',
    ]);
    expect(await funnel(created.id)).toMatchObject({ status: 'DONE', sent_count: 4 });
  });

  it('takes back the rows of a worker that died mid-batch once its claim is stale', async () => {
    const created = await createFunnel({ content: 'Crash', telegram_bot: true, is_started: true });
    await api.db
      .update(funnelDeliveries)
      .set({ status: 'sending', claimed_at: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(funnelDeliveries.funnel_id, created.id), eq(funnelDeliveries.status, 'pending')));
    const fake = fakeSender();
    await runUntilIdle(workerWith(fake.send));
    expect(fake.sent.map((message) => message.address)).toEqual(['5001']);
    expect(await funnel(created.id)).toMatchObject({ status: 'DONE', sent_count: 1, skipped_count: 3 });
  });

  it('retries a retryable failure with growing waits, then records it failed', async () => {
    const created = await createFunnel({
      content: 'Flaky',
      sms: true,
      customers: [data.customers.eve.id],
      is_started: true,
    });
    const fake = fakeSender({ '+48600000005': 'retryable' });
    const worker = workerWith(fake.send);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect(await worker.runOnce()).toBe(1);
      const [row] = await deliveries(created.id);
      expect(row).toMatchObject({ attempts: attempt, last_error: 'provider refused +48600000005' });
      if (attempt < maxAttempts) {
        expect(row!.status).toBe('pending');
        const wait = retryDelaysMs[attempt - 1]!;
        const waited = new Date(row!.next_attempt_at as string).getTime() - now().getTime();
        expect(waited).toBeGreaterThan(wait - 5000);
        expect(waited).toBeLessThanOrEqual(wait);
        // Not due a moment before its time.
        offsetMs += wait - 5000;
        expect(await worker.runOnce()).toBe(0);
        offsetMs += 5000;
      } else expect(row!.status).toBe('failed');
    }
    offsetMs = 0;
    expect(await funnel(created.id)).toMatchObject({ status: 'FAILED', failed_count: 1, sent_count: 0 });
  });

  it('fails a permanent refusal at once and finishes the funnel with what went out', async () => {
    const created = await createFunnel({
      content: 'Mixed',
      sms: true,
      customers: [data.customers.eve.id, data.customers.anna.id],
      is_started: true,
    });
    await runUntilIdle(workerWith(fakeSender({ '+48600000005': 'permanent' }).send));
    const log = await deliveries(created.id);
    expect(log.map((row) => [row.address, row.status, row.attempts])).toEqual([
      ['+48600000001', 'sent', 1],
      ['+48600000005', 'failed', 1],
    ]);
    expect(await funnel(created.id)).toMatchObject({ status: 'DONE', sent_count: 1, failed_count: 1 });
  });

  it('records not_configured for channels without credentials (the app sender)', async () => {
    const created = await createFunnel({
      content: 'Nowhere',
      email: true,
      customers: [data.customers.anna.id],
      is_started: true,
    });
    await runUntilIdle(api.app.funnelWorker);
    const [row] = await deliveries(created.id);
    expect(row).toMatchObject({ status: 'failed', last_error: 'not_configured', attempts: 1 });
    expect((await funnel(created.id)).status).toBe('FAILED');
  });

  it("sends at once what a save queued, through the app's own worker", async () => {
    api.app.funnelWorker.start();
    try {
      const created = await createFunnel({
        content: 'Right away',
        sms: true,
        customers: [data.customers.bob.id],
        is_started: true,
      });
      let status = created.status;
      // The answer kicks the worker; its next poll would be seconds away.
      for (let tries = 0; tries < 40 && status !== 'FAILED'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await funnel(created.id)).status;
      }
      expect(status).toBe('FAILED');
    } finally {
      await api.app.funnelWorker.stop();
    }
  });

  it('answers 404 for the log of an unknown funnel, and deletes a funnel with its log', async () => {
    expect((await api.get('/api/notification_funnel/999999/deliveries')).status).toBe(404);
    const created = await createFunnel({ content: 'Gone', sms: true, is_started: true });
    expect((await api.delete(`/api/notification_funnel/${created.id}`)).status).toBe(204);
    const left = await api.db
      .select()
      .from(funnelDeliveries)
      .where(eq(funnelDeliveries.funnel_id, created.id));
    expect(left).toHaveLength(0);
  });
});
