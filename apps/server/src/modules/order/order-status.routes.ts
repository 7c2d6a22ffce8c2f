import { orderStatusChangeSchema } from '@mise/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http/crud-routes.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { changeOrderStatus } from './order-status.service.ts';

/** POST /api/order/{id}/status (API.md, Orders). */
export function registerOrderStatusRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/order/:id/status',
    {
      schema: {
        tags: ['order'],
        summary: 'Change the status of an order',
        description:
          'Allowed changes follow API.md: OPEN to PAID, IN_PROGRESS or CLOSED; PAID to IN_PROGRESS or ' +
          'CLOSED; IN_PROGRESS to DONE, IN_DELIVERY or CLOSED; DONE to IN_DELIVERY, COMPLETED or CLOSED; ' +
          'IN_DELIVERY to COMPLETED or ERROR; ERROR to IN_PROGRESS or CLOSED. Any other change is 409 ' +
          '(`errors.status` = `messages.order_status_not_allowed`). The change is recorded in the status ' +
          'history with the user and comment, and announced on GET /api/order/events.',
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: {
          200: documentedOnly(z.object({ order: z.looseObject({ id: z.number().int() }) })),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      config: { roles: ['system', 'manager'] },
    },
    async (request) => ({
      order: await changeOrderStatus(app.db, request.user.id, request.params.id, request.body),
    }),
  );
}
