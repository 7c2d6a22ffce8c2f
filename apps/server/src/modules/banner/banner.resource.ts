import { bannerSchema } from '@mise/contract';
import { banners } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

export const bannerResource = defineResource({
  name: 'banner',
  table: banners,
  schema: bannerSchema,
  fields: tableFields(banners, { translatable: ['title'] }),
  searchable: ['title'],
  files: {
    image: { folder: 'banners', formField: 'image_file', kind: 'image' },
    mobile_image: { folder: 'banners_mobile', formField: 'mobile_image_file', kind: 'image' },
  },
});
