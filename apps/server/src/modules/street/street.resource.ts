import { streetSchema } from '@mise/contract';
import { cities, streets } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';

const references = { city: namedReference(streets.city_id, cities) };

export const streetResource = defineResource({
  name: 'street',
  table: streets,
  schema: streetSchema,
  fields: tableFields(streets, { references }),
  searchable: ['name'],
  references,
});
