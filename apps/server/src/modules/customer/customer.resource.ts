import { customerSchema } from '@mise/contract';
import { customerGroups, customers } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';
import { customerHooks } from './customer.service.ts';

const references = { customer_group: namedReference(customers.customer_group_id, customerGroups) };

export const customerResource = defineResource({
  name: 'customer',
  table: customers,
  schema: customerSchema,
  fields: tableFields(customers, { references }),
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  references,
  hooks: customerHooks,
});
