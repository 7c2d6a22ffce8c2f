import { type SettingName, settingNames, settingRegistry } from '@mise/contract/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi-docs.ts';
import { readRequestBody } from '../../http/request-body.ts';
import { documentedOnly } from '../../http/validation.ts';
import { applyPhoneRegion } from './phone-region.ts';
import { createSettingService, readSetting } from './setting.service.ts';

const emptyShape = z.object({});

const settingItemSchema = z.looseObject({
  id: z.number().int().nullable().describe('null while the setting was never stored'),
  name: z.string(),
  value: z.unknown().describe('The value, or its default; JSON text for meta keys, country and integration'),
  is_set: z.boolean().optional().describe('Secrets only: whether a value is stored'),
  masked_fields: z.array(z.string()).optional(),
});

const saveBodySchema = documentedOnly(
  z
    .object(
      Object.fromEntries(
        settingNames.map((name: SettingName) => [
          name,
          (settingRegistry[name].schema as z.ZodType).optional(),
        ]),
      ),
    )
    .describe(
      'Name-to-value pairs (JSON or multipart; only the names sent change). Meta keys, country and ' +
        'integration travel as JSON text; images as base_logo_file, sticky_header_logo_file, favicon_file ' +
        '(an empty base_logo etc. removes the image). Secrets left empty by a non-system user keep their value.',
    ),
);

/** GET /api/setting, GET /api/setting/{name}, POST /api/setting (API.md, Calls beyond plain resources). */
export function registerSettingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = createSettingService(app.db, app.uploads);
  const tags = ['setting'];
  instance.addHook('onReady', async () => applyPhoneRegion(await readSetting(app.db, 'country')));

  app.get(
    '/api/setting',
    {
      schema: {
        tags,
        summary: 'List every setting',
        response: {
          200: documentedOnly(z.object({ items: z.array(settingItemSchema) })),
          ...errorResponses(401, 403),
        },
        description:
          'Every known setting as {id, name, value} (id null and the default value when never stored). ' +
          'Secrets carry is_set; only system users see their value. Meta keys, country and integration are JSON text.',
        querystring: z.looseObject({ skipPagination: z.string().optional() }),
      },
    },
    async (request) => ({ items: await service.list(request.user) }),
  );

  app.get(
    '/api/setting/:name',
    {
      schema: {
        tags,
        summary: 'Get one setting by name',
        response: {
          200: documentedOnly(z.object({ item: settingItemSchema })),
          ...errorResponses(401, 403, 404),
        },
        description: 'One setting as {item: {id, name, value}}; 404 for a name the server does not know.',
        params: z.object({ name: z.string().min(1).max(100) }),
      },
    },
    async (request) => ({ item: await service.get(request.user, request.params.name) }),
  );

  app.delete(
    '/api/setting/:name',
    {
      schema: {
        tags,
        summary: 'Remove a write-only credential',
        description:
          'Resets telegram_bot_token, smtp_url or fcm_service_account to unset (204), so its channel is no ' +
          'longer configured. A save leaves these kept when sent empty; this is how they are removed. 422 for ' +
          'any other setting, 404 for an unknown name.',
        params: z.object({ name: z.string().min(1).max(100) }),
        response: { 204: documentedOnly(z.null()), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await service.reset(request.params.name);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/setting',
    {
      schema: {
        tags,
        summary: 'Save settings (only the names sent change)',
        body: saveBodySchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          200: documentedOnly(z.object({ items: z.array(settingItemSchema) })),
          ...errorResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const isForm = request.isMultipart();
      const body = await readRequestBody(request, emptyShape);
      return { items: await service.save(request.user, { ...body, isForm }) };
    },
  );

  return service;
}
