import { storySchema } from '@mise/contract';
import { stories } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

export const storyResource = defineResource({
  name: 'story',
  table: stories,
  schema: storySchema,
  fields: tableFields(stories, { translatable: ['title'] }),
  searchable: ['title'],
  files: {
    image: { folder: 'stories', formField: 'image_file', kind: 'image' },
    video: { folder: 'stories', formField: 'video_file', kind: 'video' },
  },
});
