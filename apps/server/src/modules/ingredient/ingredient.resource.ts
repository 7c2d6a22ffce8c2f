import { ingredientSchema, messageKeys } from '@mise/contract';
import { ingredientCategories, ingredients, productIngredients } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { searchTextOf } from '../../http/search-text.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { refuseDeleteWhileUsed } from '../../http/usage.ts';

const references = {
  ingredient_category: namedReference(ingredients.ingredient_category_id, ingredientCategories),
};

export const ingredientResource = defineResource({
  name: 'ingredient',
  table: ingredients,
  schema: ingredientSchema,
  fields: tableFields(ingredients, { translatable: ['name'], references, omit: ['search_text'] }),
  searchable: ['name'],
  references,
  files: { image: { folder: 'ingredients', formField: 'image_file', kind: 'image' } },
  hiddenColumns: ['search_text'],
  hooks: {
    // The global search reads search_text: kept in step with the name on every write.
    beforeWrite: (_context, values, existing) => ({
      ...values,
      search_text: searchTextOf(values.name ?? existing?.name),
    }),
    beforeDelete: refuseDeleteWhileUsed([
      {
        table: productIngredients,
        column: productIngredients.ingredient_id,
        key: 'products',
        messageKey: messageKeys.stillUsedBy,
        noun: ['product', 'products'],
      },
    ]),
  },
});
