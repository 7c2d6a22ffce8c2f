import { z } from 'zod';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { type NamedReference, optionalTextSchema, referenceIdSchema } from '../values.ts';

export const ingredientSchema = z.object({
  name: requiredTranslatableSchema.describe('Ingredient name per language'),
  ingredient_category: referenceIdSchema.nullish().describe('Id of the ingredient category'),
  image: optionalTextSchema(100).describe('Send empty to remove the image; upload a new one as image_file'),
  is_enabled: z.boolean().default(true),
});
export type IngredientInput = z.infer<typeof ingredientSchema>;
export type Ingredient = Omit<IngredientInput, 'name' | 'ingredient_category'> & {
  id: number;
  name: Translatable;
  ingredient_category: NamedReference | null;
  created_at: string;
  updated_at: string;
};
