import { type PaymentType, paymentTypeFields, paymentTypes } from '@mise/contract/lite/payment-types';
import type { FieldConfig } from '../../crud/resource-config.ts';
import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

const typeOptions = paymentTypes.map((type) => ({
  value: type,
  labelKey: `resources.payment_method.types.${type}`,
}));

/** Shown only while the chosen type uses it (an SBER login means nothing to Stripe). */
const forTypeOf = (name: string) => (values: Record<string, unknown>) =>
  paymentTypeFields[values.type as PaymentType]?.includes(name) ?? false;

const typeField = (
  name: string,
  field: Omit<FieldConfig, 'name' | 'labelKey' | 'isVisible'>,
): FieldConfig => ({
  name,
  labelKey: `resources.payment_method.${name}`,
  isVisible: forTypeOf(name),
  ...field,
});

/** Write-only: the form sends it only when typed, and says when one is stored. */
const secretField = (name: string): FieldConfig =>
  typeField(name, { type: 'password', isSecret: true, omitWhenEmpty: true, span: 6 });

export default defineResourceConfig({
  name: 'payment_method',
  basePath: '/app/settings/payment/methods',
  gridId: 'payment_methods',
  titleKey: 'resources.payment_method.title',
  itemKey: 'resources.payment_method.item',
  sectionKey: 'nav.sections.settings',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'type', labelKey: 'resources.payment_method.type', type: 'badge', options: typeOptions },
    { field: 'platform_id', labelKey: 'fields.platform_id', type: 'text' },
    { field: 'is_cashless', labelKey: 'resources.payment_method.is_cashless', type: 'switch' },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { field: 'is_enabled_for_website', labelKey: 'fields.is_enabled_for_website', type: 'switch' },
    { field: 'is_enabled_for_app', labelKey: 'fields.is_enabled_for_app', type: 'switch' },
    { field: 'is_enabled_for_bot', labelKey: 'fields.is_enabled_for_bot', type: 'switch' },
  ],
  schema: contractSchema('paymentMethodSchema'),
  defaults: {
    name: {},
    type: 'SIMPLE',
    platform_id: '',
    is_cashless: false,
    is_enabled: true,
    is_enabled_for_website: true,
    is_enabled_for_app: true,
    is_enabled_for_bot: true,
    sber_user: '',
    sber_password: '',
    sber_test: false,
    payselection_public: '',
    payselection_secret: '',
    payselection_website_id: '',
    stripe_public_key: '',
    stripe_secret_key: '',
  },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    {
      name: 'type',
      labelKey: 'resources.payment_method.type',
      type: 'select',
      isRequired: true,
      span: 6,
      options: typeOptions,
    },
    {
      name: 'platform_id',
      labelKey: 'fields.platform_id',
      type: 'text',
      isReadOnly: true,
      span: 6,
      descriptionKey: 'resources.payment_method.platform_id_hint',
    },
    typeField('sber_user', { type: 'text', span: 6 }),
    secretField('sber_password'),
    typeField('sber_test', { type: 'switch' }),
    typeField('payselection_public', { type: 'text' }),
    secretField('payselection_secret'),
    typeField('payselection_website_id', { type: 'text', span: 6 }),
    typeField('stripe_public_key', { type: 'text', span: 6 }),
    secretField('stripe_secret_key'),
    { name: 'is_cashless', labelKey: 'resources.payment_method.is_cashless', type: 'switch' },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    { name: 'is_enabled_for_website', labelKey: 'fields.available_on_website', type: 'switch' },
    { name: 'is_enabled_for_app', labelKey: 'fields.available_in_app', type: 'switch' },
    { name: 'is_enabled_for_bot', labelKey: 'fields.available_in_bot', type: 'switch' },
  ],
});
