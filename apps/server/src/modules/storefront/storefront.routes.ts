import rateLimit from '@fastify/rate-limit';
import { storefrontOrderSchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { requireApiKey } from '../api-key/api-key-auth.ts';
import { createOrder } from '../order/order-create.service.ts';
import { loadStorefrontMenu } from './storefront-menu.repository.ts';
import { storefrontOrderReference } from './storefront-reference.ts';

export const defaultStorefrontRateLimit = { max: 600, timeWindowMs: 60_000 };

const headersSchema = z.looseObject({
  'x-api-key': z.string().describe('The storefront key (POST /api/api_key); it decides the channel'),
  'idempotency-key': z
    .string()
    .max(200)
    .optional()
    .describe('Any unique text per order: a repeat with the same key and body answers the first order'),
});

/** Bearer tokens are not asked for here (`isPublic`); the route's own hook asks for the API key. */
const storefrontRoute = { config: { isPublic: true }, onRequest: requireApiKey };
const tags = ['storefront'];

/** The public storefront API (API.md, Storefront): the menu and order intake, by API key, rate-limited per key. */
export async function registerStorefrontRoutes(instance: FastifyInstance) {
  const limit = instance.settings.storefrontRateLimit ?? defaultStorefrontRateLimit;
  await instance.register(async (scope) => {
    await scope.register(rateLimit, {
      global: true,
      // after the route's onRequest hook has found the key
      hook: 'preParsing',
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => request.storefront.keyHash,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, `Too many requests with this API key; retry in ${context.after}`),
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/storefront/menu',
      {
        ...storefrontRoute,
        schema: {
          tags,
          summary: "The channel's menu",
          description:
            "Categories and products enabled for the key's channel, with modifiers (groups with their options), prices and image paths.",
          headers: headersSchema.pick({ 'x-api-key': true }),
          security: [],
          response: {
            200: documentedOnly(
              z.object({ categories: z.array(z.unknown()), products: z.array(z.unknown()) }),
            ),
            ...errorResponses(401, 429),
          },
        },
      },
      async (request) => loadStorefrontMenu(app.db, request.storefront.channel),
    );

    app.post(
      '/api/storefront/order',
      {
        ...storefrontRoute,
        schema: {
          tags,
          summary: 'Place an order',
          description: storefrontOrderReference,
          headers: headersSchema,
          body: storefrontOrderSchema,
          security: [],
          response: {
            201: documentedOnly(z.object({ order: z.unknown() })),
            ...errorResponses(401, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const idempotencyKey = request.headers['idempotency-key']?.trim() || null;
        const { order, isRepeat } = await createOrder(app.db, request.body, {
          source: request.storefront.channel,
          apiKeyId: request.storefront.id,
          idempotencyKey,
        });
        if (isRepeat) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send({ order });
      },
    );
  });
}
