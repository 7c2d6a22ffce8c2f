import { z } from 'zod';
import { type NamedReference, referenceIdSchema, requiredTextSchema } from '../values.ts';

export const streetSchema = z.object({
  name: requiredTextSchema(200).describe('Street name'),
  city: referenceIdSchema.describe('Id of the city the street is in'),
  is_enabled: z.boolean().default(true),
});
export type StreetInput = z.infer<typeof streetSchema>;
export type Street = Omit<StreetInput, 'city'> & {
  id: number;
  city: NamedReference | null;
  created_at: string;
  updated_at: string;
};
