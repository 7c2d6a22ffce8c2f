import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'customer_group',
  basePath: '/app/marketing/customers_groups',
  gridId: 'customer_groups',
  titleKey: 'resources.customer_group.title',
  itemKey: 'resources.customer_group.item',
  sectionKey: 'nav.sections.marketing',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'text' },
    { field: 'discount', labelKey: 'fields.discount_percent', type: 'number' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('customerGroupSchema'),
  defaults: { name: '', discount: 0, is_enabled: true },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'text', isRequired: true },
    {
      name: 'discount',
      labelKey: 'fields.discount_percent',
      type: 'number',
      isRequired: true,
      descriptionKey: 'resources.customer_group.discount_hint',
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
});
