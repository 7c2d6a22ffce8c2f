import { recordToFormValues } from '../../crud/form/form-payload.ts';
import {
  contractSchema,
  defineResourceConfig,
  type FieldConfig,
  type ResourceRecord,
} from '../../crud/resource-config.ts';

const isPricedByModifiers = (values: Record<string, unknown>) => values.price_mode === 'modifiers';

/** A modifier's own fields; a modifier with options is a group, each option priced the same way. */
const optionFields: FieldConfig[] = [
  { name: 'name', labelKey: 'fields.name', type: 'text', isRequired: true, span: 6 },
  { name: 'price', labelKey: 'fields.price', type: 'number', isRequired: true, span: 3, decimals: 2 },
  { name: 'is_required', labelKey: 'fields.is_required', type: 'switch', span: 3 },
];
const newOption = { name: '', price: 0, is_required: false };

const modifierFields: FieldConfig[] = [
  ...optionFields,
  {
    name: 'options',
    labelKey: 'fields.options',
    type: 'list',
    item: {
      fields: optionFields,
      defaults: newOption,
      titleKey: 'resources.product.option_number',
      addKey: 'resources.product.add_option',
      emptyKey: 'messages.no_options',
    },
  },
];

const fields: FieldConfig[] = [
  { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
  { name: 'description', labelKey: 'fields.description', type: 'translatable-textarea' },
  {
    name: 'category',
    labelKey: 'fields.category',
    type: 'reference',
    span: 6,
    reference: { resource: 'product_category' },
  },
  { name: 'sku', labelKey: 'fields.sku', type: 'text', span: 6 },
  { name: 'weight', labelKey: 'fields.weight', type: 'number', span: 4 },
  { name: 'sort', labelKey: 'fields.sort', type: 'number', span: 4 },
  { name: 'color', labelKey: 'fields.color', type: 'color', span: 4 },
  { name: 'is_popular', labelKey: 'fields.is_popular', type: 'switch', span: 4 },
  { name: 'is_additional', labelKey: 'fields.is_additional', type: 'switch', span: 4 },
  { name: 'is_enabled_for_website', labelKey: 'fields.available_on_website', type: 'switch', span: 4 },
  { name: 'is_enabled_for_app', labelKey: 'fields.available_in_app', type: 'switch', span: 4 },
  { name: 'is_enabled_for_bot', labelKey: 'fields.available_in_bot', type: 'switch', span: 4 },
  {
    name: 'image',
    labelKey: 'fields.image',
    type: 'image',
    image: { folder: 'products', fileField: 'image_file' },
  },
  {
    name: 'price_mode',
    labelKey: 'fields.price_mode',
    type: 'segmented',
    options: [
      { value: 'single', labelKey: 'resources.product.mode_single' },
      { value: 'modifiers', labelKey: 'resources.product.mode_modifiers' },
    ],
  },
  {
    name: 'price',
    labelKey: 'fields.price',
    type: 'number',
    span: 6,
    decimals: 2,
    descriptionKey: 'resources.product.price_hint',
    isVisible: (values) => !isPricedByModifiers(values),
  },
  {
    name: 'product_modifiers',
    labelKey: 'fields.product_modifiers',
    type: 'list',
    descriptionKey: 'resources.product.modifiers_hint',
    isVisible: isPricedByModifiers,
    item: {
      fields: modifierFields,
      defaults: { ...newOption, options: [] },
      titleKey: 'resources.product.modifier_number',
      addKey: 'resources.product.add_modifier',
      emptyKey: 'messages.no_modifiers',
    },
  },
  {
    name: 'ingredients',
    labelKey: 'fields.ingredients',
    type: 'multi-reference',
    reference: { resource: 'ingredient', emptyKey: 'messages.no_ingredients' },
  },
  {
    name: 'cross_sell_products',
    labelKey: 'fields.cross_sell_products',
    type: 'multi-reference',
    span: 6,
    reference: { resource: 'product', excludesSelf: true, emptyKey: 'messages.no_cross_sells' },
  },
  {
    name: 'product_bundles',
    labelKey: 'fields.product_bundles',
    type: 'multi-reference',
    span: 6,
    reference: {
      resource: 'product',
      itemKey: 'product',
      excludesSelf: true,
      emptyKey: 'messages.no_bundles',
    },
  },
  { name: 'meta_title', labelKey: 'fields.meta_title', type: 'translatable' },
  { name: 'meta_description', labelKey: 'fields.meta_description', type: 'translatable-textarea' },
];

const defaults = {
  type: 'PRODUCT',
  name: {},
  description: {},
  meta_title: {},
  meta_description: {},
  category: null,
  sku: '',
  color: '',
  price: 0,
  weight: 0,
  sort: 0,
  is_popular: false,
  is_additional: false,
  is_enabled_for_website: true,
  is_enabled_for_app: true,
  is_enabled_for_bot: true,
  image: null,
  price_mode: 'single',
  product_modifiers: [],
  ingredients: [],
  cross_sell_products: [],
  product_bundles: [],
};

export default defineResourceConfig({
  name: 'product',
  basePath: '/app/menu/products/products',
  gridId: 'products',
  titleKey: 'resources.product.title',
  itemKey: 'resources.product.item',
  sectionKey: 'nav.sections.menu',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'image', labelKey: 'fields.image', type: 'image', imageFolder: 'products' },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'category', labelKey: 'fields.category', type: 'reference' },
    { field: 'price', labelKey: 'fields.price', type: 'money' },
    { field: 'sku', labelKey: 'fields.sku', type: 'text' },
    { field: 'is_popular', labelKey: 'fields.is_popular', type: 'switch' },
    { field: 'is_additional', labelKey: 'fields.is_additional', type: 'switch' },
    { field: 'is_enabled_for_website', labelKey: 'fields.available_on_website', type: 'switch' },
  ],
  listActions: [
    { key: 'import', labelKey: 'resources.product.import', to: '/app/menu/products/products/import' },
  ],
  schema: contractSchema('productFormSchema'),
  defaults,
  fields,
  // The mode comes from the data: a product with modifiers is priced by them (spec part 2).
  toFormValues: (record: ResourceRecord) => {
    const values = recordToFormValues(record, fields, defaults);
    const modifiers = values.product_modifiers as unknown[];
    return { ...values, price_mode: modifiers.length > 0 ? 'modifiers' : 'single' };
  },
  // Without modifiers none are sent; with them the product's own price is 0.
  toRequestValues: ({ price_mode, ...values }) =>
    price_mode === 'modifiers' ? { ...values, price: 0 } : { ...values, product_modifiers: [] },
});
