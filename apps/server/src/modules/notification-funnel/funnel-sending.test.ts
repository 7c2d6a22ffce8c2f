import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelDeliveries } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import {
  createFunnel,
  createFunnelTestApp,
  type FunnelAudienceData,
  fakeSender,
  readDeliveries,
  readFunnel,
  runUntilIdle,
} from './funnel-test-fixtures.ts';
import { createFunnelWorker, type FunnelSender, maxAttempts, retryDelaysMs } from './funnel-worker.ts';

describe('notification funnel sending', () => {
  let api: TestApp;
  let data: FunnelAudienceData;
  // Deliveries are due from the database's now(): the test clock runs from there, moved on at will.
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const workerWith = (send: FunnelSender, batchSize = 20) =>
    createFunnelWorker(api.db, api.app.log, { prepareSender: async () => send, batchSize, now });

  beforeAll(async () => {
    ({ api, data } = await createFunnelTestApp());
  });
  afterAll(() => api.close());

  it('queues each selected customer once per channel, skips those without the contact, and sends', async () => {
    const created = await createFunnel(api, {
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
    expect(await readFunnel(api, created.id)).toMatchObject({
      status: 'DONE',
      total_count: 4,
      sent_count: 3,
      skipped_count: 1,
      failed_count: 0,
      progress: '3/4',
      finished_at: expect.any(String),
    });
    const log = await readDeliveries(api, created.id);
    expect(log).toHaveLength(4);
    expect(log.find((row) => row.status === 'skipped')).toMatchObject({
      channel: 'email',
      address: null,
      customer: { first_name: 'Bob' },
    });
  });

  it('sends nothing twice when a worker stops mid-run and a new one takes over', async () => {
    const created = await createFunnel(api, { content: 'Resume', sms: true, is_started: true });
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
    expect((await readFunnel(api, created.id)).status).toBe('SENDING');

    const second = fakeSender();
    await runUntilIdle(workerWith(second.send));
    const resumed = second.sent.map((message) => `${message.content} ${message.address}`);
    expect([...sent, ...resumed].filter((line) => line.startsWith('Resume')).sort()).toEqual([
      'Resume +48600000001',
      'Resume +48600000002',
      'Resume +48600000003',
      'Resume +48600000005',
    ]);
    expect(await readFunnel(api, created.id)).toMatchObject({ status: 'DONE', sent_count: 4 });
  });

  it('takes back the rows of a worker that died mid-batch once its claim is stale', async () => {
    const created = await createFunnel(api, { content: 'Crash', telegram_bot: true, is_started: true });
    await api.db
      .update(funnelDeliveries)
      .set({ status: 'sending', claimed_at: new Date(Date.now() - 11 * 60_000) })
      .where(and(eq(funnelDeliveries.funnel_id, created.id), eq(funnelDeliveries.status, 'pending')));
    const fake = fakeSender();
    await runUntilIdle(workerWith(fake.send));
    expect(fake.sent.map((message) => message.address)).toEqual(['5001']);
    expect(await readFunnel(api, created.id)).toMatchObject({
      status: 'DONE',
      sent_count: 1,
      skipped_count: 3,
    });
  });

  it('retries a retryable failure with growing waits, then records it failed', async () => {
    const created = await createFunnel(api, {
      content: 'Flaky',
      sms: true,
      customers: [data.customers.eve.id],
      is_started: true,
    });
    const fake = fakeSender({ '+48600000005': 'retryable' });
    const worker = workerWith(fake.send);
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect(await worker.runOnce()).toBe(1);
      const [row] = await readDeliveries(api, created.id);
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
    expect(await readFunnel(api, created.id)).toMatchObject({
      status: 'FAILED',
      failed_count: 1,
      sent_count: 0,
    });
  });

  it('fails a permanent refusal at once and finishes the funnel with what went out', async () => {
    const created = await createFunnel(api, {
      content: 'Mixed',
      sms: true,
      customers: [data.customers.eve.id, data.customers.anna.id],
      is_started: true,
    });
    await runUntilIdle(workerWith(fakeSender({ '+48600000005': 'permanent' }).send));
    const log = await readDeliveries(api, created.id);
    expect(log.map((row) => [row.address, row.status, row.attempts])).toEqual([
      ['+48600000001', 'sent', 1],
      ['+48600000005', 'failed', 1],
    ]);
    expect(await readFunnel(api, created.id)).toMatchObject({
      status: 'DONE',
      sent_count: 1,
      failed_count: 1,
    });
  });

  it('records not_configured for channels without credentials (the app sender)', async () => {
    const created = await createFunnel(api, {
      content: 'Nowhere',
      email: true,
      customers: [data.customers.anna.id],
      is_started: true,
    });
    await runUntilIdle(api.app.funnelWorker);
    const [row] = await readDeliveries(api, created.id);
    expect(row).toMatchObject({ status: 'failed', last_error: 'not_configured', attempts: 1 });
    expect((await readFunnel(api, created.id)).status).toBe('FAILED');
  });

  it("sends at once what a save queued, through the app's own worker", async () => {
    api.app.funnelWorker.start();
    try {
      const created = await createFunnel(api, {
        content: 'Right away',
        sms: true,
        customers: [data.customers.bob.id],
        is_started: true,
      });
      let status = created.status;
      // The answer kicks the worker; its next poll would be seconds away.
      for (let tries = 0; tries < 40 && status !== 'FAILED'; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await readFunnel(api, created.id)).status;
      }
      expect(status).toBe('FAILED');
    } finally {
      await api.app.funnelWorker.stop();
    }
  });
});
