import { readTranslatable } from '@mise/contract/lite/translatable-text';
import { categoryPageCardLayouts, productCardLayouts } from '@mise/contract/settings/setting-choices';
import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';
import { topLevelFilter } from '../../crud/tree-records.ts';

const layoutOptions = (layouts: readonly string[]) =>
  layouts.map((layout) => ({ value: layout, labelKey: `settings.card_layouts.${layout}` }));

export default defineResourceConfig({
  name: 'product_category',
  basePath: '/app/menu/categories',
  gridId: 'categories',
  titleKey: 'resources.product_category.title',
  itemKey: 'resources.product_category.item',
  sectionKey: 'nav.sections.menu',
  formMode: 'page',
  children: { field: 'child_categories', topLevelFilter },
  defaultSort: { field: 'sort', direction: 'ASC' },
  columns: [
    { field: 'image', labelKey: 'fields.image', type: 'image', imageFolder: 'categories', isSortable: false },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'slug', labelKey: 'fields.slug', type: 'text' },
    { field: 'sort', labelKey: 'fields.sort', type: 'number' },
    { field: 'is_enabled_for_website', labelKey: 'fields.is_enabled_for_website', type: 'switch' },
    { field: 'is_enabled_for_app', labelKey: 'fields.is_enabled_for_app', type: 'switch' },
    { field: 'is_enabled_for_bot', labelKey: 'fields.is_enabled_for_bot', type: 'switch' },
  ],
  schema: contractSchema('productCategorySchema'),
  defaults: {
    name: {},
    meta_title: {},
    meta_description: {},
    parent_category: null,
    platform: '',
    slug: '',
    sort: 0,
    product_card: 'default_from_settings',
    product_card_category_page: 'default_from_settings',
    image: null,
    is_enabled_for_website: true,
    is_enabled_for_app: true,
    is_enabled_for_bot: true,
  },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    {
      name: 'parent_category',
      labelKey: 'fields.parent_category',
      type: 'reference',
      span: 6,
      descriptionKey: 'resources.product_category.parent_hint',
      reference: { resource: 'product_category', excludesSelf: true },
    },
    {
      name: 'slug',
      labelKey: 'fields.slug',
      type: 'text',
      span: 6,
      descriptionKey: 'resources.product_category.slug_hint',
      // Transliteration tables load only when a name is typed.
      suggestFrom: {
        field: 'name',
        suggest: (name) =>
          import('@mise/contract/lite/slug').then(({ suggestSlug }) =>
            suggestSlug(readTranslatable(name, 'en')),
          ),
      },
    },
    { name: 'sort', labelKey: 'fields.sort', type: 'number', span: 6 },
    { name: 'platform', labelKey: 'fields.platform', type: 'text', span: 6 },
    {
      name: 'product_card',
      labelKey: 'fields.product_card',
      type: 'select',
      span: 6,
      isRequired: true,
      options: layoutOptions(productCardLayouts),
    },
    {
      name: 'product_card_category_page',
      labelKey: 'fields.product_card_category_page',
      type: 'select',
      span: 6,
      isRequired: true,
      options: layoutOptions(categoryPageCardLayouts),
    },
    { name: 'meta_title', labelKey: 'fields.meta_title', type: 'translatable' },
    { name: 'meta_description', labelKey: 'fields.meta_description', type: 'translatable-textarea' },
    {
      name: 'image',
      labelKey: 'fields.image',
      type: 'image',
      image: { folder: 'categories', fileField: 'image_file' },
    },
    { name: 'is_enabled_for_website', labelKey: 'fields.available_on_website', type: 'switch', span: 4 },
    { name: 'is_enabled_for_app', labelKey: 'fields.available_in_app', type: 'switch', span: 4 },
    { name: 'is_enabled_for_bot', labelKey: 'fields.available_in_bot', type: 'switch', span: 4 },
  ],
});
