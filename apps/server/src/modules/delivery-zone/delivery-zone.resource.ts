import { deliveryZoneSchema, messageKeys } from '@mise/contract';
import { deliveryZones, pickupPoints } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { selfIntersects } from './zone-geometry.ts';

const references = { pickup_point: namedReference(deliveryZones.pickup_point_id, pickupPoints) };

export const deliveryZoneResource = defineResource({
  name: 'delivery_zone',
  table: deliveryZones,
  // The contract checks the points; crossing edges need turf, which stays on the server.
  schema: deliveryZoneSchema.extend({
    google_map_data: deliveryZoneSchema.shape.google_map_data.refine(
      (data) => !data || data.coords.length < 3 || !selfIntersects(data.coords),
      messageKeys.zoneSelfIntersects,
    ),
  }),
  // The spec's clients send the minutes as serviceTime.
  aliases: { serviceTime: 'service_time' },
  fields: tableFields(deliveryZones, { translatable: ['name'], references }),
  searchable: ['name'],
  references,
});
