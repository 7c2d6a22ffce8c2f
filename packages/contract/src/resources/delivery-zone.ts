import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { moneySchema, type NamedReference, referenceIdSchema } from '../values.ts';

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;

const isOnEarth = ({ lat, lng }: LatLng) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Fewest corners of a zone's polygon. */
export const zoneMinPoints = 3;

/**
 * The drawn zone. Its shape problems are reported on `google_map_data` itself (not on a corner's
 * path), so the panel shows them under the map; the server adds the self-intersection check.
 */
export const googleMapDataSchema = z
  .object({
    center: latLngSchema.optional().describe('Where the map was centred when saved'),
    zoom: z.number().int().min(0).max(22).optional().describe('The map zoom when saved'),
    coords: z.array(latLngSchema).max(1000).describe('The polygon corners in order, not repeating the first'),
  })
  .superRefine((data, context) => {
    const points = data.center ? [...data.coords, data.center] : data.coords;
    if (!points.every(isOnEarth))
      context.addIssue({ code: 'custom', message: messageKeys.invalidCoordinates });
    else if (data.coords.length < zoneMinPoints)
      context.addIssue({ code: 'custom', message: messageKeys.zoneTooFewPoints });
  });
export type GoogleMapData = z.infer<typeof googleMapDataSchema>;

/** Minutes, a whole number from 0; the message keys match the money amounts beside them. */
const minutesSchema = z
  .number({ error: (issue) => (issue.input == null ? messageKeys.required : messageKeys.invalidNumber) })
  .int(messageKeys.invalidNumber)
  .min(0, messageKeys.positiveOrZero)
  .max(100_000, messageKeys.tooLong);

export const deliveryZoneSchema = z.object({
  name: requiredTranslatableSchema.describe('Zone name per language'),
  cost: moneySchema.describe('Delivery cost in the zone; 0 or more'),
  service_time: minutesSchema.describe('Minutes to deliver; 0 or more. Also accepted as serviceTime'),
  pickup_point: referenceIdSchema.nullish().describe('Id of the pickup point serving the zone'),
  google_map_data: googleMapDataSchema.nullish().describe('The zone drawn on the map'),
  is_enabled: z.boolean().default(true),
});
/** The list's quick form (the spec's modal): name, cost and minutes, both numbers above 0. */
export const deliveryZoneQuickSchema = deliveryZoneSchema.pick({ name: true }).extend({
  cost: moneySchema.positive(messageKeys.positive),
  service_time: minutesSchema.positive(messageKeys.positive),
});
export type DeliveryZoneInput = z.infer<typeof deliveryZoneSchema>;
export type DeliveryZone = Omit<DeliveryZoneInput, 'name' | 'pickup_point' | 'google_map_data'> & {
  id: number;
  name: Translatable;
  pickup_point: NamedReference | null;
  google_map_data: GoogleMapData | null;
  created_at: string;
  updated_at: string;
};

/** POST /api/delivery_zone/check_point_in_polygon */
export const zonePointSchema = z.object({
  lat: z.number().min(-90, messageKeys.invalidCoordinates).max(90, messageKeys.invalidCoordinates),
  lng: z.number().min(-180, messageKeys.invalidCoordinates).max(180, messageKeys.invalidCoordinates),
});
export type ZonePointAnswer = { zone: DeliveryZone | null };
