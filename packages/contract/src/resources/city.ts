import { z } from 'zod';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';

export const citySchema = z.object({
  name: requiredTranslatableSchema.describe('City name per language'),
  is_enabled: z.boolean().default(true),
});
export type CityInput = z.infer<typeof citySchema>;
export type City = {
  id: number;
  name: Translatable;
  is_enabled: boolean;
  created_at: string;
  updated_at: string;
};
