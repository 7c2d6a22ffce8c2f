import { orderEventTypes, panelRoles } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http/crud-routes.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { createOrderEventRelay } from './order-event-relay.ts';
import { createOrderEventStreams } from './order-event-stream.ts';
import { countUnviewedOrders } from './order-events.repository.ts';
import { markViewed } from './order-viewed.service.ts';

const tags = ['order'];
const config = { roles: panelRoles };

const streamDocs = documentedOnly(
  z
    .object({
      id: z.number().describe('`id:` line: the event id, sent back as Last-Event-ID on reconnect'),
      event: z.enum(orderEventTypes).describe('`event:` line'),
      data: z
        .object({
          id: z.number(),
          number: z.number(),
          status: z.string(),
          grandtotal: z.number(),
          source: z.string(),
          created_at: z.string(),
        })
        .describe('`data:` line, JSON'),
    })
    .describe('Not JSON: a text/event-stream of such events, and a `: keep-alive` comment every 15 s'),
);

/** The live order events of API.md (Orders) and the new-order badge. */
export function registerOrderEventRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const relay = createOrderEventRelay(app.db, app.listenToChannel, app.log);
  const streams = createOrderEventStreams(app.db, relay);
  instance.addHook('onReady', () => relay.start());
  instance.addHook('preClose', async () => streams.closeAll());
  instance.addHook('onClose', () => relay.close());

  app.get(
    '/api/order/events',
    {
      schema: {
        tags,
        summary: 'Stream new orders and status changes (server-sent events)',
        description:
          'Send the bearer header (read it with fetch, not EventSource). Events: order.created, ' +
          'order.status, order.viewed (staff opened the order for the first time). Reconnect with ' +
          '`Last-Event-ID: <last id>` to get the events missed meanwhile (up to 1000, from the last 24 h), ' +
          'then the live ones, each once and in order. The stream ends when the session does.',
        headers: z.looseObject({
          'last-event-id': z.string().optional().describe('The id of the last event received'),
        }),
        response: { 200: streamDocs, ...errorResponses(401, 403) },
      },
      config,
      // HEAD would open a stream with no body that never ends.
      exposeHeadRoute: false,
    },
    (request, reply) => streams.open(request, reply),
  );

  app.post(
    '/api/order/:id/viewed',
    {
      schema: {
        tags,
        summary: 'Mark an order as seen by staff',
        description:
          'Sets viewed_at the first time and announces order.viewed, so every panel drops it from ' +
          'the new-order badge; later calls keep the first time.',
        params: idParamsSchema,
        response: {
          200: z.object({ viewed_at: z.iso.datetime({ offset: true }) }),
          ...errorResponses(401, 403, 404),
        },
      },
      config,
    },
    async (request) => ({ viewed_at: (await markViewed(app.db, request.params.id)).toISOString() }),
  );

  app.get(
    '/api/order/unviewed_count',
    {
      schema: {
        tags,
        summary: 'Count orders no one has opened yet',
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401, 403) },
      },
      config,
    },
    async () => ({ count: await countUnviewedOrders(app.db) }),
  );
}
