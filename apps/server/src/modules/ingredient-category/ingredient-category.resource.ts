import { ingredientCategorySchema, messageKeys } from '@mise/contract';
import { ingredientCategories, ingredients } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { refuseDeleteWhileUsed } from '../../http/usage.ts';

const references = {
  parent_category: namedReference(ingredientCategories.parent_category_id, ingredientCategories),
};

export const ingredientCategoryResource = defineResource({
  name: 'ingredient_category',
  table: ingredientCategories,
  schema: ingredientCategorySchema,
  fields: tableFields(ingredientCategories, { translatable: ['name'], references }),
  searchable: ['name'],
  references,
  files: { image: { folder: 'ingredientCategories', formField: 'image_file', kind: 'image' } },
  tree: { parent: 'parent_category', childrenKey: 'child_categories' },
  hooks: {
    beforeDelete: refuseDeleteWhileUsed([
      {
        table: ingredients,
        column: ingredients.ingredient_category_id,
        key: 'ingredients',
        messageKey: messageKeys.stillUsedBy,
        noun: ['ingredient', 'ingredients'],
      },
      {
        table: ingredientCategories,
        column: ingredientCategories.parent_category_id,
        key: 'child_categories',
        messageKey: messageKeys.hasChildCategories,
        noun: ['child category', 'child categories'],
      },
    ]),
  },
});
