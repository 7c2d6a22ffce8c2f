import { productCategorySchema } from '@mise/contract';
import { isNull } from 'drizzle-orm';
import { productCategories } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { productCategoryHooks } from './product-category.service.ts';

const references = {
  parent_category: namedReference(productCategories.parent_category_id, productCategories),
};

export const productCategoryResource = defineResource({
  name: 'product_category',
  table: productCategories,
  schema: productCategorySchema,
  fields: tableFields(productCategories, {
    translatable: ['name', 'meta_title', 'meta_description'],
    references,
    omit: ['search_text', 'code'],
  }),
  // Names only: every searchable column needs a trigram index (http/text-search-index.test.ts).
  searchable: ['name'],
  defaultSort: { field: 'sort', direction: 'ASC' },
  activeField: 'is_enabled_for_website',
  references,
  files: { image: { folder: 'categories', formField: 'image_file', kind: 'image' } },
  hiddenColumns: ['search_text', 'code'],
  // The reserved WITHOUT_CATEGORY row (migration 0004) is for products only: never listed, edited or deleted.
  scope: isNull(productCategories.code),
  tree: { parent: 'parent_category', childrenKey: 'child_categories', childOrder: [productCategories.sort] },
  hooks: productCategoryHooks,
});
