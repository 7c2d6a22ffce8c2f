import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, englishOf, fieldLabel, idsByName, required } from './seed-helpers.ts';

// Products as a plain resource: list, search, switches, filters, sort, create and edit without
// modifiers. The modifier mode, the pickers and the currency: e2e/product-form.spec.ts.

const name = fieldLabel('name');
const category = fieldLabel('category');
const sku = fieldLabel('sku');
const price = fieldLabel('price');
const plates = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Tasting plate ${letter}`);

export const productCase: ResourceCase = {
  name: 'product',
  path: '/app/menu/products/products',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Tasting plate|Chef's platter)/.test(englishOf(record.name)),
  search: 'TP-',
  seed: async (api) => {
    const categories = await idsByName(api, 'product_category');
    for (const [index, plate] of plates.entries())
      await createRecord(api, 'product', {
        name: { en: plate, pl: `Deska degustacyjna ${plate.at(-1)}` },
        sku: `TP-${plate.at(-1)}`,
        price: 10 + index,
        // The list's switches are flipped off and on again: they start on.
        is_popular: true,
        is_additional: true,
        // Cold drinks sits under Drinks in the demo menu: a filter on Drinks finds D, E and F.
        category: categories.get(index < 3 ? 'Desserts' : 'Cold drinks'),
      });
  },
  create: {
    opensWith: {
      [sku]: '',
      [fieldLabel('available_on_website')]: true,
      [fieldLabel('is_popular')]: false,
      [fieldLabel('is_additional')]: false,
    },
    refusals: [
      { errors: { [name]: required } },
      // A SKU another product has: the server's 409 lands under the field.
      {
        values: { [`${name} (en)`]: "Chef's platter", [sku]: 'TP-A' },
        errors: { [sku]: t('messages.already_exists') },
      },
    ],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: "Chef's platter", pl: 'Półmisek szefa' });
      await form.choose(category, 'Desserts');
      await form.fill(sku, 'TP-NEW');
      await form.fill(price, '12.5');
    },
    name: "Chef's platter",
    rowShows: ['Desserts', '€12.50'],
    stored: {
      name: { en: "Chef's platter", pl: 'Półmisek szefa' },
      sku: 'TP-NEW',
      price: 12.5,
      category: { name: { en: 'Desserts' } },
      product_modifiers: [],
    },
  },
  edit: {
    shows: { [sku]: 'TP-NEW', [`${name} (pl)`]: 'Półmisek szefa', [price]: '12.5' },
    fill: (form) => form.fill(price, '14'),
    name: "Chef's platter",
    rowShows: ['€14.00'],
    stored: { price: 14, sku: 'TP-NEW' },
  },
  switches: ['is_popular', 'is_additional', 'is_enabled_for_website'].map((field) => ({
    row: 'Tasting plate B',
    column: fieldLabel(field === 'is_enabled_for_website' ? 'available_on_website' : field),
    field,
  })),
  filters: [
    {
      field: category,
      condition: 'equal',
      value: 'Drinks',
      chip: chip(category, 'equal', 'Drinks'),
      shows: plates.slice(3),
    },
    {
      field: price,
      condition: 'greater',
      value: '13',
      chip: chip(price, 'greater', '13'),
      shows: plates.slice(4),
    },
  ],
  sort: { column: name, field: 'name', ascending: plates },
};
