import { listQuerySchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCrudService } from './crud-service.ts';
import { answerList } from './list-stream.ts';
import { readRequestBody } from './request-body.ts';
import type { ResourceDefinition } from './resource.ts';
import { crudDocs } from './resource-docs.ts';
import { documentedOnly } from './validation.ts';

/** Only the canonical spelling of an id (1 to 2^31-1, no sign, space, leading zero, hex or exponent). */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .refine((text) => Number(text) <= 2_147_483_647)
    .transform(Number)
    .describe('A positive integer id'),
});

/** Registers list, retrieve, create, partial update and delete (only the reads if read-only) for a resource. */
export function registerCrudRoutes(instance: FastifyInstance, definition: ResourceDefinition) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = createCrudService(definition, app.db, app.uploads);
  const path = `/api/${definition.name}`;
  const tags = [definition.name];
  const docs = crudDocs(definition);
  const read = { roles: definition.roles };
  const write = { roles: definition.writeRoles ?? definition.roles };
  const body = {
    body: documentedOnly(definition.schema.partial()),
    consumes: ['application/json', 'multipart/form-data'],
  };

  app.get(
    path,
    { schema: { tags, ...docs.list, querystring: listQuerySchema }, config: read },
    (request, reply) => answerList(request, reply, definition, service),
  );

  app.get(
    `${path}/:id`,
    { schema: { tags, ...docs.get, params: idParamsSchema }, config: read },
    async (request) => ({
      item: await service.get(request.params.id),
    }),
  );

  if (definition.isReadOnly) return service;

  app.post(
    path,
    { schema: { tags, ...docs.create, ...body }, config: { ...write } },
    async (request, reply) => {
      const record = await service.create(
        request.user,
        await readRequestBody(request, definition.schema, definition.aliases),
      );
      return reply.status(201).send({ [definition.name]: record });
    },
  );

  app.post(
    `${path}/:id`,
    { schema: { tags, ...docs.update, params: idParamsSchema, ...body }, config: { ...write } },
    async (request) => ({
      [definition.name]: await service.update(
        request.user,
        request.params.id,
        await readRequestBody(request, definition.schema, definition.aliases),
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    { schema: { tags, ...docs.remove, params: idParamsSchema }, config: write },
    async (request, reply) => {
      await service.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  return service;
}
