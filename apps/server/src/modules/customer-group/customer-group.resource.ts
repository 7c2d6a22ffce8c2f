import { customerGroupSchema } from '@mise/contract';
import { customerGroups } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

export const customerGroupResource = defineResource({
  name: 'customer_group',
  table: customerGroups,
  schema: customerGroupSchema,
  fields: tableFields(customerGroups),
  searchable: ['name'],
});
