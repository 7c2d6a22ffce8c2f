import { productSchema } from '@mise/contract';
import { sql } from 'drizzle-orm';
import { productCategories, products } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { productHooks } from './product.service.ts';

const references = { category: namedReference(products.category_id, productCategories) };

const fields = tableFields(products, {
  translatable: ['name', 'description', 'meta_title', 'meta_description'],
  references,
  omit: ['search_text'],
});

/** A category filter picks the products of the category and of every category under it. */
fields.category.matchEqual = (categoryId) => sql`${products.category_id} in (
  with recursive subtree(id) as (
    select ${productCategories.id} from ${productCategories} where ${productCategories.id} = ${categoryId}
    union all
    select child.id from ${productCategories} as child join subtree on child.parent_category_id = subtree.id
  )
  select id from subtree)`;

/**
 * Products (spec part 2). A product without a category keeps `category: null`; the reserved
 * WITHOUT_CATEGORY row is for storefront menus and imports, not written here.
 */
export const productResource = defineResource({
  name: 'product',
  table: products,
  schema: productSchema,
  fields,
  searchable: ['name', 'sku'],
  references,
  hiddenColumns: ['search_text'],
  files: { image: { folder: 'products', formField: 'image_file', kind: 'image' } },
  hooks: productHooks,
});
