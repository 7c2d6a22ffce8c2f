import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

export default defineResourceConfig({
  name: 'banner',
  basePath: '/app/marketing/banners',
  gridId: 'banners',
  titleKey: 'resources.banner.title',
  itemKey: 'resources.banner.item',
  sectionKey: 'nav.sections.marketing',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'image', labelKey: 'fields.image', type: 'image', imageFolder: 'banners', isSortable: false },
    { field: 'title', labelKey: 'fields.title', type: 'translatable' },
    { field: 'url', labelKey: 'fields.url', type: 'text' },
    { field: 'app_url', labelKey: 'fields.app_url', type: 'text' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('bannerSchema'),
  defaults: { title: {}, url: '', app_url: '', image: null, mobile_image: null, is_enabled: true },
  fields: [
    { name: 'title', labelKey: 'fields.title', type: 'translatable', isRequired: true },
    {
      name: 'url',
      labelKey: 'fields.url',
      type: 'text',
      span: 6,
      descriptionKey: 'resources.banner.url_hint',
    },
    {
      name: 'app_url',
      labelKey: 'fields.app_url',
      type: 'text',
      span: 6,
      descriptionKey: 'resources.banner.app_url_hint',
    },
    {
      name: 'image',
      labelKey: 'fields.image',
      type: 'image',
      span: 6,
      image: { folder: 'banners', fileField: 'image_file' },
    },
    {
      name: 'mobile_image',
      labelKey: 'fields.mobile_image',
      type: 'image',
      span: 6,
      image: { folder: 'banners_mobile', fileField: 'mobile_image_file' },
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
});
