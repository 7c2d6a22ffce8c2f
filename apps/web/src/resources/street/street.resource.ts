import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'street',
  basePath: '/app/settings/streets',
  gridId: 'streets',
  titleKey: 'resources.street.title',
  itemKey: 'resources.street.item',
  sectionKey: 'nav.sections.settings',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'text' },
    { field: 'city', labelKey: 'fields.city', type: 'reference' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('streetSchema'),
  defaults: { name: '', city: null, is_enabled: true },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'text', isRequired: true },
    {
      name: 'city',
      labelKey: 'fields.city',
      type: 'reference',
      isRequired: true,
      reference: { resource: 'city' },
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
});
