import { staffRoles } from '@mise/contract/lite/roles';
import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

const roleOptions = staffRoles.map((role) => ({ value: role, labelKey: `shell.roles.${role}` }));

export default defineResourceConfig({
  name: 'user',
  basePath: '/app/access/users',
  gridId: 'users',
  titleKey: 'resources.user.title',
  itemKey: 'resources.user.item',
  sectionKey: 'nav.sections.access',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'email', labelKey: 'fields.email', type: 'text' },
    { field: 'first_name', labelKey: 'fields.first_name', type: 'text' },
    { field: 'last_name', labelKey: 'fields.last_name', type: 'text' },
    { field: 'phone', labelKey: 'fields.phone', type: 'text' },
    { field: 'role', labelKey: 'fields.role', type: 'badge', options: roleOptions },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  // Spec part 2, section 5: the form asks for the password on every save, editing included.
  schema: contractSchema('userSchema'),
  defaults: {
    email: '',
    password: '',
    first_name: '',
    last_name: '',
    phone: '',
    role: 'manager',
    is_enabled: true,
  },
  fields: [
    { name: 'first_name', labelKey: 'fields.first_name', type: 'text', span: 6 },
    { name: 'last_name', labelKey: 'fields.last_name', type: 'text', span: 6 },
    { name: 'email', labelKey: 'fields.email', type: 'email', isRequired: true, span: 6 },
    { name: 'phone', labelKey: 'fields.phone', type: 'text', span: 6 },
    {
      name: 'password',
      labelKey: 'fields.password',
      type: 'password',
      isRequired: true,
      descriptionKey: 'resources.user.password_hint',
      createDescriptionKey: 'resources.user.new_password_hint',
    },
    {
      name: 'role',
      labelKey: 'fields.role',
      type: 'select',
      isRequired: true,
      span: 6,
      options: roleOptions,
    },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
});
