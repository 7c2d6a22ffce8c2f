import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'ingredient',
  basePath: '/app/menu/ingredients',
  gridId: 'Ingredients',
  titleKey: 'resources.ingredient.title',
  itemKey: 'resources.ingredient.item',
  sectionKey: 'nav.sections.menu',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    {
      field: 'image',
      labelKey: 'fields.image',
      type: 'image',
      imageFolder: 'ingredients',
      isSortable: false,
    },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'ingredient_category', labelKey: 'fields.ingredient_category', type: 'reference' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('ingredientSchema'),
  defaults: { name: {}, ingredient_category: null, image: null, is_enabled: true },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    {
      name: 'ingredient_category',
      labelKey: 'fields.ingredient_category',
      type: 'reference',
      span: 6,
      reference: { resource: 'ingredient_category' },
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch', span: 6 },
    {
      name: 'image',
      labelKey: 'fields.image',
      type: 'image',
      image: { folder: 'ingredients', fileField: 'image_file' },
    },
  ],
});
