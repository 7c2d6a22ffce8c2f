import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { requiredTranslatableSchema, type Translatable } from '../translatable.ts';
import { type NamedReference, optionalTextSchema, referenceIdSchema } from '../values.ts';
import type { TreeNode } from './product-category.ts';

export const ingredientCategorySchema = z.object({
  name: requiredTranslatableSchema.describe('Ingredient category name per language'),
  color: optionalTextSchema(20)
    .refine((color) => !color || /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color), messageKeys.invalid)
    .describe('Colour as #rrggbb (also #rgb or #rrggbbaa)'),
  image: optionalTextSchema(100).describe('Send empty to remove the image; upload a new one as image_file'),
  parent_category: referenceIdSchema
    .nullish()
    .describe('Id of the parent category; null for a top-level one. Never itself or one of its descendants'),
  is_on_terminal: z.boolean().default(false).describe('Shown on the restaurant terminal'),
  is_enabled: z.boolean().default(true),
});
export type IngredientCategoryInput = z.infer<typeof ingredientCategorySchema>;
export type IngredientCategory = TreeNode<
  Omit<IngredientCategoryInput, 'name' | 'parent_category'> & {
    id: number;
    name: Translatable;
    parent_category: NamedReference | null;
    created_at: string;
    updated_at: string;
  }
>;
