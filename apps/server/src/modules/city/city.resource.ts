import { citySchema } from '@mise/contract';
import { cities } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';

export const cityResource = defineResource({
  name: 'city',
  table: cities,
  schema: citySchema,
  fields: {
    id: { column: cities.id, type: 'int' },
    name: { column: cities.name, type: 'text', isTranslatable: true },
    is_enabled: { column: cities.is_enabled, type: 'bool' },
    created_at: { column: cities.created_at, type: 'datetime' },
    updated_at: { column: cities.updated_at, type: 'datetime' },
  },
  searchable: ['name'],
});
