import { shippingMethodSchema } from '@mise/contract';
import { shippingMethods } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

/** How an order reaches the customer: delivery to an address or pickup, with its cost and terms. */
export const shippingMethodResource = defineResource({
  name: 'shipping_method',
  table: shippingMethods,
  schema: shippingMethodSchema,
  fields: tableFields(shippingMethods, { translatable: ['name'] }),
  searchable: ['name'],
  // No single enabled flag: `isActive` means offered on the website.
  activeField: 'is_enabled_for_website',
});
