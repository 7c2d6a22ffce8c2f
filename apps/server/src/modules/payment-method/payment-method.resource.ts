import { paymentMethodSchema, paymentSecretFields } from '@mise/contract';
import { paymentMethods } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

/** How customers pay; the integrations' credentials are write-only (`secretColumns`). */
export const paymentMethodResource = defineResource({
  name: 'payment_method',
  table: paymentMethods,
  schema: paymentMethodSchema,
  fields: tableFields(paymentMethods, { translatable: ['name'], omit: [...paymentSecretFields] }),
  searchable: ['name'],
  activeField: 'is_enabled',
  secretColumns: [...paymentSecretFields],
});
