import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';
import { topLevelFilter } from '../../crud/tree-records.ts';

export default defineResourceConfig({
  name: 'ingredient_category',
  basePath: '/app/menu/ingredient/category',
  gridId: 'IngredientCategory',
  titleKey: 'resources.ingredient_category.title',
  itemKey: 'resources.ingredient_category.item',
  sectionKey: 'nav.sections.menu',
  formMode: 'page',
  children: { field: 'child_categories', topLevelFilter },
  columns: [
    {
      field: 'image',
      labelKey: 'fields.image',
      type: 'image',
      imageFolder: 'ingredientCategories',
      isSortable: false,
    },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'color', labelKey: 'fields.color', type: 'color' },
    { field: 'is_on_terminal', labelKey: 'fields.is_on_terminal', type: 'switch' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('ingredientCategorySchema'),
  defaults: {
    name: {},
    color: '',
    image: null,
    parent_category: null,
    is_on_terminal: false,
    is_enabled: true,
  },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    {
      name: 'parent_category',
      labelKey: 'fields.parent_category',
      type: 'reference',
      span: 6,
      descriptionKey: 'resources.ingredient_category.parent_hint',
      reference: { resource: 'ingredient_category', excludesSelf: true },
    },
    { name: 'color', labelKey: 'fields.color', type: 'color', span: 6 },
    {
      name: 'image',
      labelKey: 'fields.image',
      type: 'image',
      image: { folder: 'ingredientCategories', fileField: 'image_file' },
    },
    {
      name: 'is_on_terminal',
      labelKey: 'fields.is_on_terminal',
      type: 'switch',
      span: 6,
      descriptionKey: 'resources.ingredient_category.terminal_hint',
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch', span: 6 },
  ],
});
