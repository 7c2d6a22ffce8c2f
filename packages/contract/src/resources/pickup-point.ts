import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { type NamedReference, optionalTextSchema, referenceIdSchema } from '../values.ts';

const coordinatesPattern = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** Reads "lat,lng" (e.g. "52.2297,21.0122"); undefined unless both are in range. */
export function parseCoordinates(text: string): { lat: number; lng: number } | undefined {
  const match = coordinatesPattern.exec(text.trim());
  if (!match) return undefined;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

export const pickupPointSchema = z.object({
  name: requiredTranslatableSchema.describe('Pickup point name per language'),
  address: optionalTextSchema(300).describe('Street address shown to customers'),
  city: referenceIdSchema.nullish().describe('Id of the city'),
  // Only the shape here: the full country list stays out of the contract's main entry (and the
  // login bundle); the server checks the code against it (@mise/contract/reference/countries).
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, messageKeys.invalid)
    .nullish()
    .describe('ISO 3166-1 alpha-2 country code, e.g. PL'),
  coordinates: optionalTextSchema(100)
    .refine((text) => !text || parseCoordinates(text) !== undefined, messageKeys.invalidCoordinates)
    .describe('Latitude and longitude as "lat,lng", e.g. 52.2297,21.0122'),
  terminal_id: optionalTextSchema(100).describe('Terminal id in the restaurant system'),
  is_enabled_for_website: z.boolean().default(true),
  is_enabled_for_app: z.boolean().default(true),
  is_enabled_for_bot: z.boolean().default(true),
});
export type PickupPointInput = z.infer<typeof pickupPointSchema>;
export type PickupPoint = Omit<PickupPointInput, 'name' | 'city'> & {
  id: number;
  name: Translatable;
  city: NamedReference | null;
  created_at: string;
  updated_at: string;
};
