import { userSchema } from '@mise/contract';
import { users } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { tableFields } from '../../http/table-fields.ts';
import { userHooks } from './user.service.ts';

/** Staff users; passwords are write-only and stored as argon2id hashes. */
export const userResource = defineResource({
  name: 'user',
  table: users,
  schema: userSchema,
  fields: tableFields(users, { omit: ['password_hash'] }),
  searchable: ['email', 'first_name', 'last_name', 'phone'],
  hiddenColumns: ['password_hash'],
  hooks: userHooks,
});
