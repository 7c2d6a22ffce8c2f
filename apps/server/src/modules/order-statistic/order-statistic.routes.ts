import type { OrderStatistic } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { readOrderStatistic } from './order-statistic.service.ts';
import { toDatabaseZone } from './statistic-keys.ts';
import { rollupReader } from './statistic-readers.ts';

const instant = z.iso.datetime({ offset: true });

const querySchema = z.object({
  from: instant
    .optional()
    .describe('Start of the range (included), ISO 8601 with offset; left out: the first order'),
  to: instant.optional().describe('End of the range (excluded), ISO 8601 with offset; left out: now'),
  timeZone: z
    .string()
    .max(64)
    .optional()
    .describe(
      'The caller\'s zone for the interval keys: an IANA name ("Europe/Warsaw") or a fixed offset ("+05:30", ' +
        'quarter hours); default UTC',
    ),
});

const statisticSchema = documentedOnly(
  z.object({}).passthrough().describe('ordersForRange, sumForRange, ordersForInterval, sumForInterval, ...'),
);

/** GET /api/order/statistic (API.md): a static path, so it wins over GET /api/order/{id}. */
export function registerOrderStatisticRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/order/statistic',
    {
      schema: {
        tags: ['order'],
        summary: 'Order statistics of a range, from rollups',
        description:
          'Counts and sums every order created in [from, to) except CLOSED ones. ordersForInterval and ' +
          'sumForInterval are keyed by local hour ("2026-11-25T14:00+02:00") for a range of 24 hours or less, ' +
          'else by local day ("2026-11-25"), in timeZone; every key of the range is present. popularProducts: ' +
          'the 5 products in most orders; reorderedProducts: the 5 in most orders where a line of them is a ' +
          'reorder; firstCustomersOrder: the 5 in most first orders of a customer. ordersTotal: all orders ' +
          'ever but CLOSED. Read from per-bucket rollups kept by triggers, exact for any range.',
        querystring: querySchema,
        response: { 200: statisticSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<OrderStatistic> => {
      const { from, to, timeZone = 'UTC' } = request.query;
      const databaseZone = toDatabaseZone(timeZone);
      if (!databaseZone)
        throw new AppError(400, `Unknown time zone: ${timeZone}`, { timeZone: 'messages.invalid' });
      const range = {
        from: from === undefined ? undefined : Date.parse(from),
        to: to === undefined ? undefined : Date.parse(to),
        timeZone,
        databaseZone,
      };
      if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
        throw new AppError(400, 'The range ends before it starts', { to: 'messages.invalid' });
      }
      return readOrderStatistic(app.db, rollupReader, range);
    },
  );
}
