import { apiKeySchema } from '@mise/contract';
import { apiKeys } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';

/**
 * Storefront keys, for system users only. Lists and reads go through the CRUD machinery; creating
 * (the key is shown once) and revoking are calls of their own (`api-key.routes.ts`).
 */
export const apiKeyResource = defineResource({
  name: 'api_key',
  table: apiKeys,
  schema: apiKeySchema,
  fields: tableFields(apiKeys, { omit: ['key_hash', 'created_by_id'] }),
  searchable: ['name'],
  hiddenColumns: ['key_hash', 'created_by_id'],
  defaultSort: { field: 'created_at', direction: 'DESC' },
  roles: ['system'],
  isReadOnly: true,
});
