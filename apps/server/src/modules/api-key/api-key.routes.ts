import { apiKeySchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http/crud-routes.ts';
import { errorResponses, noContent } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { createApiKey, revokeApiKey } from './api-key.service.ts';

const systemOnly = { roles: ['system' as const] };

const createdSchema = z.object({
  api_key: z.object({
    id: z.number().int(),
    name: z.string(),
    channel: z.string(),
    key: z.string().describe('The key itself: shown this once, stored only as a hash'),
    created_at: z.string(),
  }),
});

/** Creating and revoking storefront keys (listing is the CRUD machinery's, `api-key.resource.ts`). */
export function registerApiKeyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/api_key',
    {
      schema: {
        tags: ['api_key'],
        summary: 'Create a storefront API key',
        description:
          'The answer is the only time the key is shown; lists show its last 4 characters (`key_hint`).',
        body: apiKeySchema,
        response: { 201: documentedOnly(createdSchema), ...errorResponses(401, 403, 422) },
      },
      config: systemOnly,
    },
    async (request, reply) => {
      const apiKey = await createApiKey(app.db, request.body, request.user.id);
      return reply.status(201).send({ api_key: apiKey });
    },
  );

  app.delete(
    '/api/api_key/:id',
    {
      schema: {
        tags: ['api_key'],
        summary: 'Revoke a storefront API key',
        description: 'The key stops working at once; orders it placed keep everything but the link to it.',
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
      config: systemOnly,
    },
    async (request, reply) => {
      await revokeApiKey(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
