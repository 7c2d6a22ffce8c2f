import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'city',
  basePath: '/app/settings/cities',
  gridId: 'cities',
  titleKey: 'resources.city.title',
  itemKey: 'resources.city.item',
  sectionKey: 'nav.sections.settings',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('citySchema'),
  defaults: { name: {}, is_enabled: true },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
});
