import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import {
  categoryPageCardLayouts,
  productCardLayouts,
  settingMessageKeys,
} from '../settings/setting-choices.ts';
import { slugMaxLength, slugPattern } from '../slug.ts';
import { requiredTranslatableSchema, type Translatable, translatableSchema } from '../translatable.ts';
import { type NamedReference, optionalTextSchema, referenceIdSchema } from '../values.ts';

/** A category's place in a tree as the API answers it: children nested at any depth. */
export type TreeNode<Row> = Row & { child_categories: TreeNode<Row>[] };

export const productCategorySchema = z.object({
  name: requiredTranslatableSchema.describe('Category name per language'),
  meta_title: translatableSchema.nullish().describe('Page title per language for search engines'),
  meta_description: translatableSchema.nullish().describe('Page description per language for search engines'),
  parent_category: referenceIdSchema
    .nullish()
    .describe('Id of the parent category; null for a top-level one. Never itself or one of its descendants'),
  platform: optionalTextSchema(50).describe('Restaurant system the category comes from'),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(slugMaxLength, messageKeys.tooLong)
    .refine((slug) => slug === '' || slugPattern.test(slug), messageKeys.invalid)
    .nullish()
    .describe(
      'URL part: lower-case letters, digits and hyphens. Empty: suggested from the name (made unique with -2, -3…). ' +
        'A slug another category has: 409 with errors.slug = messages.already_exists',
    ),
  sort: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .default(0)
    .describe('Order among its siblings, lowest first'),
  product_card: z
    .enum(productCardLayouts)
    .default('default_from_settings')
    .describe('Card layout of its products'),
  product_card_category_page: z
    .string()
    .refine((value) => value !== 'horizontal_slider', settingMessageKeys.sliderNotAllowed)
    .pipe(z.enum(categoryPageCardLayouts))
    .default('default_from_settings')
    .describe('Card layout on the category page (never horizontal_slider)'),
  image: optionalTextSchema(100).describe('Send empty to remove the image; upload a new one as image_file'),
  is_enabled_for_website: z.boolean().default(true),
  is_enabled_for_app: z.boolean().default(true),
  is_enabled_for_bot: z.boolean().default(true),
});
export type ProductCategoryInput = z.infer<typeof productCategorySchema>;
export type ProductCategory = TreeNode<
  Omit<ProductCategoryInput, 'name' | 'meta_title' | 'meta_description' | 'parent_category' | 'slug'> & {
    id: number;
    name: Translatable;
    meta_title: Translatable | null;
    meta_description: Translatable | null;
    parent_category: NamedReference | null;
    slug: string;
    created_at: string;
    updated_at: string;
  }
>;
