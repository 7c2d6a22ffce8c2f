import { panelRoles } from '@mise/contract';
import {
  productImportJobSchema,
  productImportMappingSchema,
  productImportPreviewSchema,
} from '@mise/contract/lite/product-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http/crud-routes.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { readRequestBody } from '../../http/request-body.ts';
import { documentedOnly } from '../../http/validation.ts';
import { readImportLanguages } from './import-languages.ts';
import { buildTemplate, type TemplateFormat } from './import-template.ts';
import { createImportWorker } from './import-worker.ts';
import { createProductImportService } from './product-import.service.ts';

const uploadShape = z.object({ mapping: productImportMappingSchema.optional() });
const uploadBody = documentedOnly(
  z
    .object({
      file: z.string().describe('The CSV (UTF-8; comma, semicolon or tab separated) or XLSX file'),
      mapping: z
        .string()
        .optional()
        .describe(
          'JSON array: for each file column the field it fills, or null; found from the headers when left out',
        ),
    })
    .describe('multipart/form-data'),
);
const jobAnswer = documentedOnly(z.object({ import: productImportJobSchema }));
const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Products import: template, preview, start, progress (API.md, Calls beyond plain resources). */
export function registerProductImportRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const worker = createImportWorker(app.db, app.log);
  const service = createProductImportService(app.db, worker);
  const tags = ['product import'];
  const config = { roles: panelRoles };
  // A pending import left by a stopped server is picked up again.
  instance.addHook('onReady', async () => worker.kick());
  instance.addHook('onClose', async () => worker.close());

  // Untyped reply: the answer is a file, not the JSON the documented shape stands for.
  instance.get(
    '/api/product/import/template',
    {
      schema: {
        tags,
        summary: 'Download the import template',
        description: 'A header row with every column for the enabled languages and one example row.',
        querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
        response: {
          200: documentedOnly(
            z
              .object({})
              .describe('Not JSON: the file itself (text/csv or an XLSX workbook) as an attachment'),
          ),
          ...errorResponses(400, 401, 403),
        },
      },
      config,
    },
    async (request, reply) => {
      const { format } = request.query as { format: TemplateFormat };
      const file = await buildTemplate(format, await readImportLanguages(app.db));
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="products-import.${format}"`)
        .send(file);
    },
  );

  app.post(
    '/api/product/import/preview',
    {
      schema: {
        tags,
        summary: 'Read a file and check every row without writing anything',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: {
          200: documentedOnly(productImportPreviewSchema),
          ...errorResponses(401, 403, 413, 415, 422),
        },
      },
      config,
    },
    async (request) => service.preview(await readRequestBody(request, uploadShape)),
  );

  app.post(
    '/api/product/import',
    {
      schema: {
        tags,
        summary: 'Start importing a file',
        description:
          'Checks every row again; any error refuses the whole file (422, errors keyed line.N.field). ' +
          'Otherwise answers 202 and imports in the background: every row lands in one transaction, or none.',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 202: jobAnswer, ...errorResponses(401, 403, 413, 415, 422) },
      },
      config,
    },
    async (request, reply) => {
      const job = await service.start(request.user, await readRequestBody(request, uploadShape));
      return reply.status(202).send({ import: job });
    },
  );

  app.get(
    '/api/product/import/:id',
    {
      schema: {
        tags,
        summary: 'Progress and result of an import',
        params: idParamsSchema,
        response: { 200: jobAnswer, ...errorResponses(401, 403, 404) },
      },
      config,
    },
    async (request) => ({ import: await service.get(request.params.id) }),
  );
}
