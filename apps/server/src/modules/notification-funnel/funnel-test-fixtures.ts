import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedFunnelAudience } from './funnel-test-data.ts';
import type { FunnelSender } from './funnel-worker.ts';

export type FunnelAudienceData = Awaited<ReturnType<typeof seedFunnelAudience>>;

/** A test app holding the fixed audience of funnel-test-data.ts. */
export async function createFunnelTestApp() {
  const api = await createTestApp();
  // The app's own worker sends through the (unconfigured) real clients: tests drive their own.
  await api.app.funnelWorker.stop();
  return { api, data: await seedFunnelAudience(api.db) };
}

export async function createFunnel(api: TestApp, body: Record<string, unknown>) {
  const response = await api.post('/api/notification_funnel', body);
  expect(response.status).toBe(201);
  return response.body.notification_funnel as Record<string, unknown> & { id: number };
}

export async function readFunnel(api: TestApp, id: number) {
  return (await api.get(`/api/notification_funnel/${id}`)).body.item;
}

export async function readDeliveries(api: TestApp, id: number) {
  const response = await api.get(`/api/notification_funnel/${id}/deliveries?pageSize=100`);
  return response.body.items as Record<string, unknown>[];
}

type Sent = { channel: string; address: string; content: string };

/** A sender that records what it sends; `failFor` addresses fail (retryable or not). */
export function fakeSender(failFor: Record<string, 'retryable' | 'permanent'> = {}) {
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

export async function runUntilIdle(worker: { runOnce: () => Promise<number> }) {
  while ((await worker.runOnce()) > 0) {}
}
