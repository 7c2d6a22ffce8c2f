import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'language',
  basePath: '/app/settings/languages',
  gridId: 'languages',
  titleKey: 'resources.language.title',
  itemKey: 'resources.language.item',
  sectionKey: 'nav.sections.settings',
  formMode: 'drawer',
  defaultSort: { field: 'id', direction: 'ASC' },
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'code', labelKey: 'fields.code', type: 'badge' },
    { field: 'title', labelKey: 'fields.title', type: 'text' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'is_default', labelKey: 'fields.is_default', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
    { field: 'updated_at', labelKey: 'fields.updated_at', type: 'datetime' },
  ],
  schema: contractSchema('languageSchema'),
  defaults: { code: '', title: '', is_enabled: true, is_default: false },
  fields: [
    {
      name: 'code',
      labelKey: 'fields.code',
      type: 'text',
      isRequired: true,
      descriptionKey: 'resources.language.code_hint',
    },
    { name: 'title', labelKey: 'fields.title', type: 'text', isRequired: true },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { name: 'is_default', labelKey: 'fields.is_default', type: 'switch' },
  ],
});
