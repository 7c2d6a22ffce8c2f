import { messageKeys, pickupPointSchema } from '@mise/contract';
import { isCountryCode } from '@mise/contract/reference/countries';
import { cities, pickupPoints } from '../../db/schema.ts';
import { defineResource } from '../../http/resource.ts';
import { namedReference, tableFields } from '../../http/table-fields.ts';

const references = { city: namedReference(pickupPoints.city_id, cities) };

export const pickupPointResource = defineResource({
  name: 'pickup_point',
  table: pickupPoints,
  // The contract checks the code's shape (keeping the country list out of its main entry);
  // here it must also be a known country.
  schema: pickupPointSchema.extend({
    country: pickupPointSchema.shape.country.refine(
      (code) => !code || isCountryCode(code),
      messageKeys.invalid,
    ),
  }),
  fields: tableFields(pickupPoints, { translatable: ['name'], references }),
  searchable: ['name', 'address'],
  // No single enabled flag: `isActive` means shown on the website.
  activeField: 'is_enabled_for_website',
  references,
});
