import { defaultPageSize, funnelAudienceSchema, pageSizes } from '@mise/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationFunnels } from '../../db/schema.ts';
import { idParamsSchema } from '../../http/crud-routes.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { countAudience } from './funnel-audience.ts';
import { pageDeliveries } from './funnel-queue.repository.ts';
import { configuredChannels, messagingSender } from './funnel-sender.ts';
import { createFunnelWorker, type FunnelWorker } from './funnel-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends funnel deliveries in the background; tests stop it and drive their own. */
    funnelWorker: FunnelWorker;
  }
}

const tags = ['notification_funnel'];
const channelCounts = z.record(z.string(), z.number().int());
const audienceAnswer = z.object({
  count: z.number().int().describe('Enabled customers the rules select now'),
  by_channel: channelCounts.describe('Of them, those with the contact of each channel'),
  configured: z.record(z.string(), z.boolean()).describe('Channels with their credentials in settings'),
});
const pageQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (size) => (pageSizes as readonly number[]).includes(size),
      'pageSize must be 5, 10, 20, 50 or 100',
    )
    .default(defaultPageSize),
});

/** The live audience count, the per-recipient log, and the worker that sends (API.md, funnels). */
export function registerNotificationFunnelRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const worker = createFunnelWorker(app.db, app.log, { prepareSender: messagingSender(app.db) });
  instance.decorate('funnelWorker', worker);
  // Queued deliveries left by a stopped server are sent again; a stop hands the unsent ones back.
  instance.addHook('onReady', async () => worker.start());
  instance.addHook('onClose', async () => worker.stop());
  // A funnel saved started has its deliveries committed by the time the answer leaves: send at once.
  const savingRoutes = new Set(['/api/notification_funnel', '/api/notification_funnel/:id']);
  instance.addHook('onResponse', async (request, reply) => {
    if (
      request.method === 'POST' &&
      reply.statusCode < 300 &&
      savingRoutes.has(request.routeOptions.url ?? '')
    )
      worker.kick();
  });

  app.post(
    '/api/notification_funnel/audience_count',
    {
      schema: {
        tags,
        summary: 'Count the customers audience rules select now',
        description:
          'The body holds the rules as a funnel does (lists of ids, ISO moments; all optional). Enabled ' +
          'customers only; groups and customers together name who, every other filled rule narrows.',
        body: documentedOnly(funnelAudienceSchema.partial()),
        response: { 200: audienceAnswer, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const rules = funnelAudienceSchema.parse(request.body ?? {});
      return { ...(await countAudience(app.db, rules)), configured: await configuredChannels(app.db) };
    },
  );

  app.get(
    '/api/notification_funnel/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A page of a funnel's per-recipient log",
        description:
          'One row per customer and channel: address, status (pending, sending, sent, failed, skipped), ' +
          'attempts, the last error and when it was sent; oldest first.',
        params: idParamsSchema,
        querystring: pageQuery,
        response: {
          200: documentedOnly(z.object({ items: z.array(z.unknown()), pagination: z.unknown() })),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [funnel] = await app.db
        .select({ id: notificationFunnels.id })
        .from(notificationFunnels)
        .where(eq(notificationFunnels.id, id));
      if (!funnel) throw notFound(`No notification_funnel with id ${id}`);
      const { pageIndex, pageSize } = request.query;
      const { items, total } = await pageDeliveries(app.db, id, {
        limit: pageSize,
        offset: pageIndex * pageSize,
      });
      return {
        items,
        pagination: {
          current_page: pageIndex,
          pages_count: Math.ceil(total / pageSize),
          items_per_page: pageSize,
          total_items: total,
        },
      };
    },
  );
}
