import { type ZonePointAnswer, zonePointSchema } from '@mise/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryZones } from '../../db/schema.ts';
import { createCrudRepository } from '../../http/crud-repository.ts';
import { errorResponses } from '../../http/openapi-docs.ts';
import { recordSchemaOf } from '../../http/resource-docs.ts';
import { documentedOnly } from '../../http/validation.ts';
import { deliveryZoneResource } from './delivery-zone.resource.ts';
import { zoneHolds } from './zone-geometry.ts';

/** POST /api/delivery_zone/check_point_in_polygon (API.md, Calls beyond plain resources). */
export function registerDeliveryZoneRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repository = createCrudRepository(deliveryZoneResource);
  const answerSchema = z.object({ zone: recordSchemaOf(deliveryZoneResource).nullable() });

  app.post(
    '/api/delivery_zone/check_point_in_polygon',
    {
      schema: {
        tags: ['delivery_zone'],
        summary: 'Find the delivery zone of a point',
        description:
          'The enabled zone whose polygon holds the point (its border counts as inside); where zones ' +
          'overlap, the cheapest (then the oldest). `zone` is null when no zone holds it.',
        body: zonePointSchema,
        response: { 200: documentedOnly(answerSchema), ...errorResponses(401, 422) },
      },
    },
    async (request): Promise<ZonePointAnswer> => {
      // Zones are a handful of polygons: testing each in turn is cheaper than a spatial index.
      const candidates = await app.db
        .select({ id: deliveryZones.id, map: deliveryZones.google_map_data })
        .from(deliveryZones)
        .where(and(eq(deliveryZones.is_enabled, true), isNotNull(deliveryZones.google_map_data)))
        .orderBy(asc(deliveryZones.cost), asc(deliveryZones.id));
      const holder = candidates.find(({ map }) => map && zoneHolds(map.coords ?? [], request.body));
      if (!holder) return { zone: null };
      return { zone: (await repository.findById(app.db, holder.id)) as ZonePointAnswer['zone'] };
    },
  );
}
