import type { FunnelChannel } from '@mise/contract';
import { and, asc, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { funnelDeliveries, notificationFunnels } from '../../db/schema.ts';
import { claimBatch } from '../../jobs/claim-batch.ts';
import { refreshFunnels } from './funnel-queue.repository.ts';

export type FunnelMessage = { address: string; header: string; content: string };
/** Sends one message; a rejection with `retryable: true` is tried again later. */
export type FunnelSender = (
  channel: FunnelChannel,
  message: FunnelMessage,
) => Promise<{ providerMessageId: string }>;

/** Waits after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is final. */
export const retryDelaysMs = [30_000, 120_000, 600_000, 1_800_000];
export const maxAttempts = retryDelaysMs.length + 1;

type Delivery = typeof funnelDeliveries.$inferSelect;

type WorkerOptions = {
  /** Made once per batch (it reads the messaging settings then), so a change in settings applies soon. */
  prepareSender: () => Promise<FunnelSender>;
  batchSize?: number;
  /** How often an idle worker looks for due retries and for work other processes queued. */
  pollMs?: number;
  /** A claim this old belongs to a process that died: its rows are taken again. */
  staleAfterMs?: number;
  now?: () => Date;
};

/**
 * Sends funnel deliveries in the background of this process. Rows of funnel_deliveries are claimed in
 * batches with FOR UPDATE SKIP LOCKED (pending and due, or 'sending' under a stale claim), so several
 * processes share the queue and a restarted one resumes it. A stop lets the message being sent finish
 * and hands the rest of the batch back untouched, so nothing is sent twice across a restart.
 */
export function createFunnelWorker(db: Database, log: FastifyBaseLogger, options: WorkerOptions) {
  const { prepareSender, batchSize = 20, pollMs = 5000, staleAfterMs = 10 * 60_000 } = options;
  const now = options.now ?? (() => new Date());
  let isRunning = false;
  let isStopping = false;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;

  function claim() {
    const moment = now();
    return claimBatch(db, {
      table: funnelDeliveries,
      ready: or(
        and(eq(funnelDeliveries.status, 'pending'), lte(funnelDeliveries.next_attempt_at, moment)),
        and(
          eq(funnelDeliveries.status, 'sending'),
          lt(funnelDeliveries.claimed_at, new Date(moment.getTime() - staleAfterMs)),
        ),
      ) as SQL,
      orderBy: [asc(funnelDeliveries.next_attempt_at), asc(funnelDeliveries.id)],
      limit: batchSize,
      claim: { status: 'sending', claimed_at: moment },
    });
  }

  async function deliver(send: FunnelSender, delivery: Delivery, message: Omit<FunnelMessage, 'address'>) {
    const attempts = delivery.attempts + 1;
    const row = eq(funnelDeliveries.id, delivery.id);
    try {
      const sent = await send(delivery.channel as FunnelChannel, {
        ...message,
        address: delivery.address ?? '',
      });
      await db
        .update(funnelDeliveries)
        .set({
          status: 'sent',
          attempts,
          sent_at: now(),
          provider_message_id: sent.providerMessageId,
          last_error: null,
        })
        .where(row);
    } catch (error) {
      const retryable = Boolean((error as { retryable?: unknown }).retryable);
      const isFinal = !retryable || attempts >= maxAttempts;
      const delay = retryDelaysMs[attempts - 1] ?? 0;
      await db
        .update(funnelDeliveries)
        .set({
          status: isFinal ? 'failed' : 'pending',
          attempts,
          next_attempt_at: new Date(now().getTime() + delay),
          last_error: String((error as Error).message ?? error).slice(0, 1000),
        })
        .where(row);
    }
  }

  /** Claims one batch and sends it; answers how many deliveries it took. */
  async function runOnce(): Promise<number> {
    const batch = (await claim()).sort((a, b) => a.id - b.id);
    if (batch.length === 0) return 0;
    const funnelIds = [...new Set(batch.map((delivery) => delivery.funnel_id))];
    const funnels = await db
      .select({
        id: notificationFunnels.id,
        header: notificationFunnels.header,
        content: notificationFunnels.content,
      })
      .from(notificationFunnels)
      .where(inArray(notificationFunnels.id, funnelIds));
    const messages = new Map(
      funnels.map((funnel) => [funnel.id, { header: funnel.header ?? '', content: funnel.content }]),
    );
    await refreshFunnels(db, funnelIds);
    try {
      const send = await prepareSender();
      for (const [index, delivery] of batch.entries()) {
        if (isStopping) {
          await release(batch.slice(index));
          break;
        }
        const message = messages.get(delivery.funnel_id);
        // The funnel was deleted meanwhile: its deliveries went with it.
        if (message) await deliver(send, delivery, message);
      }
    } finally {
      await refreshFunnels(db, funnelIds);
    }
    return batch.length;
  }

  /** Hands claimed rows back as they were: another process (or this one, restarted) sends them. */
  async function release(rows: Delivery[]) {
    if (rows.length === 0) return;
    await db
      .update(funnelDeliveries)
      .set({ status: 'pending', claimed_at: null })
      .where(
        and(
          inArray(
            funnelDeliveries.id,
            rows.map((row) => row.id),
          ),
          eq(funnelDeliveries.status, 'sending'),
        ),
      );
  }

  async function drain() {
    while (isRunning && !isStopping && (await runOnce()) > 0) {}
  }

  /** Sends what is due now; later work is found by the next poll. */
  function kick() {
    if (!isRunning || isStopping || draining) return;
    draining = drain()
      .catch((error) => log.error({ err: error }, 'funnel sending failed; the queue is tried again soon'))
      .finally(() => {
        draining = undefined;
      });
  }

  return {
    kick,
    runOnce,
    start() {
      if (isRunning) return;
      isRunning = true;
      isStopping = false;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    /** Finishes the message being sent, hands the rest back and waits for it. */
    async stop() {
      isStopping = true;
      if (timer) clearInterval(timer);
      await draining;
      isRunning = false;
      isStopping = false;
    },
  };
}

export type FunnelWorker = ReturnType<typeof createFunnelWorker>;
