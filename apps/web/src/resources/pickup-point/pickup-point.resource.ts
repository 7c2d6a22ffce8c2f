import { countries } from '@mise/contract/reference/countries';
import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';

/** Stored as ISO codes, shown and picked by the country's name in the interface language. */
const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));

export default defineResourceConfig({
  name: 'pickup_point',
  basePath: '/app/settings/pickup_points',
  gridId: 'pickup_points',
  titleKey: 'resources.pickup_point.title',
  itemKey: 'resources.pickup_point.item',
  sectionKey: 'nav.sections.settings',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'address', labelKey: 'fields.address', type: 'text' },
    { field: 'city', labelKey: 'fields.city', type: 'reference' },
    { field: 'country', labelKey: 'fields.country', type: 'badge', options: countryOptions },
    { field: 'terminal_id', labelKey: 'fields.terminal_id', type: 'text' },
    { field: 'is_enabled_for_website', labelKey: 'fields.is_enabled_for_website', type: 'switch' },
    { field: 'is_enabled_for_app', labelKey: 'fields.is_enabled_for_app', type: 'switch' },
    { field: 'is_enabled_for_bot', labelKey: 'fields.is_enabled_for_bot', type: 'switch' },
  ],
  schema: contractSchema('pickupPointSchema'),
  defaults: {
    name: {},
    address: '',
    city: null,
    country: null,
    coordinates: '',
    terminal_id: '',
    is_enabled_for_website: true,
    is_enabled_for_app: true,
    is_enabled_for_bot: true,
  },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    { name: 'address', labelKey: 'fields.address', type: 'text', span: 6 },
    { name: 'terminal_id', labelKey: 'fields.terminal_id', type: 'text', span: 6 },
    { name: 'city', labelKey: 'fields.city', type: 'reference', span: 6, reference: { resource: 'city' } },
    {
      name: 'country',
      labelKey: 'fields.country',
      type: 'select',
      span: 6,
      options: countryOptions,
    },
    {
      name: 'coordinates',
      labelKey: 'fields.coordinates',
      type: 'text',
      descriptionKey: 'resources.pickup_point.coordinates_hint',
    },
    { name: 'is_enabled_for_website', labelKey: 'fields.available_on_website', type: 'switch' },
    { name: 'is_enabled_for_app', labelKey: 'fields.available_in_app', type: 'switch' },
    { name: 'is_enabled_for_bot', labelKey: 'fields.available_in_bot', type: 'switch' },
  ],
});
