import { countries } from '@mise/contract/reference/countries';
import { contractSchema, defineResourceConfig, type FieldConfig } from '../../crud/resource-config.ts';
import { CustomerAddresses } from './customer-addresses.tsx';

/** The storefront channels a customer may come from (spec part 1), named in the interface language. */
const channelOptions = ['website', 'app', 'bot'].map((channel) => ({
  value: channel,
  labelKey: `list.channels.${channel}`,
}));

const addressFields: FieldConfig[] = [
  {
    name: 'country',
    labelKey: 'fields.country',
    type: 'select',
    isRequired: true,
    span: 4,
    options: countries.map((country) => ({ value: country.code, label: country.name })),
  },
  { name: 'city', labelKey: 'fields.city', type: 'reference', span: 4, reference: { resource: 'city' } },
  {
    name: 'street',
    labelKey: 'fields.street',
    type: 'reference',
    span: 4,
    reference: {
      resource: 'street',
      dependsOn: { field: 'city', filter: 'city', hintKey: 'resources.customer.street_needs_city' },
    },
  },
  { name: 'street_number', labelKey: 'fields.street_number', type: 'text', span: 4 },
  { name: 'flat_no', labelKey: 'fields.flat_no', type: 'text', span: 4 },
  { name: 'entry_code', labelKey: 'fields.entry_code', type: 'text', span: 4 },
  { name: 'entrance', labelKey: 'fields.entrance', type: 'text', span: 4 },
  { name: 'floor', labelKey: 'fields.floor', type: 'text', span: 4 },
];

const newAddress = {
  country: null,
  city: null,
  street: null,
  street_number: '',
  flat_no: '',
  entry_code: '',
  entrance: '',
  floor: '',
};

export default defineResourceConfig({
  name: 'customer',
  basePath: '/app/marketing/customers',
  gridId: 'customers',
  titleKey: 'resources.customer.title',
  itemKey: 'resources.customer.item',
  sectionKey: 'nav.sections.marketing',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'first_name', labelKey: 'fields.first_name', type: 'text' },
    { field: 'last_name', labelKey: 'fields.last_name', type: 'text' },
    { field: 'phone', labelKey: 'fields.phone', type: 'text' },
    { field: 'email', labelKey: 'fields.email', type: 'text' },
    { field: 'customer_group', labelKey: 'fields.customer_group', type: 'reference' },
    { field: 'birthday', labelKey: 'fields.birthday', type: 'date' },
    { field: 'platform', labelKey: 'fields.platform', type: 'badge', options: channelOptions },
    { field: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
  ],
  renderExpanded: (record) => <CustomerAddresses addresses={record.addresses} />,
  schema: contractSchema('customerSchema'),
  defaults: {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    is_enabled: true,
    customer_group: null,
    birthday: null,
    platform: null,
    platform_id: '',
    addresses: [],
  },
  fields: [
    { name: 'first_name', labelKey: 'fields.first_name', type: 'text', span: 6 },
    { name: 'last_name', labelKey: 'fields.last_name', type: 'text', span: 6 },
    { name: 'email', labelKey: 'fields.email', type: 'email', span: 6 },
    { name: 'phone', labelKey: 'fields.phone', type: 'text', isRequired: true, span: 6 },
    {
      name: 'customer_group',
      labelKey: 'fields.customer_group',
      type: 'reference',
      span: 6,
      reference: { resource: 'customer_group' },
    },
    { name: 'birthday', labelKey: 'fields.birthday', type: 'date', span: 6, omitWhenEmpty: true },
    { name: 'platform', labelKey: 'fields.platform', type: 'select', span: 6, options: channelOptions },
    { name: 'platform_id', labelKey: 'fields.platform_id', type: 'text', span: 6 },
    { name: 'is_enabled', labelKey: 'fields.is_enabled', type: 'switch' },
    {
      name: 'addresses',
      labelKey: 'fields.addresses',
      type: 'list',
      item: {
        fields: addressFields,
        defaults: newAddress,
        titleKey: 'resources.customer.address_number',
        addKey: 'resources.customer.add_address',
        emptyKey: 'messages.no_addresses',
      },
    },
  ],
});
