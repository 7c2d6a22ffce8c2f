import { Readable } from 'node:stream';
import type { ListQuery } from '@mise/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CrudService } from './crud-service.ts';
import { sendListCsv } from './list-csv.ts';
import type { ResourceDefinition, Row } from './resource.ts';

type EveryRow = Awaited<ReturnType<CrudService['listEvery']>>;

/** The list answer of API.md written as it is read, so memory stays flat however many rows match. */
async function* listJsonChunks({ batches, ...summary }: EveryRow): AsyncGenerator<string> {
  yield '{"items":[';
  let separator = '';
  for await (const rows of batches) {
    yield separator + rows.map((row: Row) => JSON.stringify(row)).join(',');
    separator = ',';
  }
  const { pagination, filters, fields, filterable } = summary;
  yield `],"pagination":${JSON.stringify(pagination)},"filters":${JSON.stringify(filters)},"fields":${JSON.stringify(fields)},"filterable":${JSON.stringify(filterable)}}`;
}

/** `GET /api/X`: a page as one object; every row (`skipPagination`) or a CSV export as a stream. */
export async function answerList(
  request: FastifyRequest,
  reply: FastifyReply,
  definition: ResourceDefinition,
  service: CrudService,
) {
  const query = request.query as ListQuery;
  if (query.format === 'csv') return sendListCsv(request, reply, definition, await service.listEvery(query));
  if (!query.skipPagination) return service.list(query);
  const every = await service.listEvery(query);
  return reply
    .type('application/json; charset=utf-8')
    .send(Readable.from(listJsonChunks(every), { objectMode: false }));
}
