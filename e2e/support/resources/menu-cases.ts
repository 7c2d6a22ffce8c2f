import type { APIRequestContext } from '@playwright/test';
import { createRecord, deleteMatching } from '../api.ts';
import { t } from '../i18n.ts';
import type { ApiRecord, ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, required } from './seed-helpers.ts';

// Categories, ingredient categories and ingredients as plain resources; what the trees do beyond
// that (expanding, loops refused, slugs, deletes refused): e2e/category-tree.spec.ts.

const no = t('common.no');
const name = fieldLabel('name');
const slug = fieldLabel('slug');
const bot = fieldLabel('is_enabled_for_bot');
const courses = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Tasting course ${letter}`);

export const productCategoryCase: ResourceCase = {
  name: 'product_category',
  path: '/app/menu/categories',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Tasting course|Seasonal specials)/.test(englishOf(record.name)),
  search: 'Tasting course',
  seed: async (api) => {
    for (const [index, course] of courses.entries())
      await createRecord(api, 'product_category', {
        name: { en: course },
        sort: index + 1,
        is_enabled_for_bot: index < courses.length - 1,
      });
  },
  create: {
    opensWith: { [slug]: '', [fieldLabel('available_on_website')]: true },
    refusals: [{ errors: { [name]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Seasonal specials', pl: 'Dania sezonowe' });
      // Ahead of the demo menu's categories, on the list's first page.
      await form.fill(fieldLabel('sort'), '-10');
      await form.choose(fieldLabel('product_card_category_page'), t('settings.card_layouts.horizontal'));
    },
    name: 'Seasonal specials',
    rowShows: ['seasonal-specials'],
    stored: {
      name: { en: 'Seasonal specials', pl: 'Dania sezonowe' },
      slug: 'seasonal-specials',
      sort: -10,
      product_card: 'default_from_settings',
      product_card_category_page: 'horizontal',
      parent_category: null,
      child_categories: [],
    },
  },
  edit: {
    shows: { [slug]: 'seasonal-specials', [`${name} (pl)`]: 'Dania sezonowe' },
    // A stored slug stays when the name changes; typed over, it is kept as typed.
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Seasonal specials of the chef' });
      await form.fill(slug, 'chef-specials');
    },
    name: 'Seasonal specials of the chef',
    rowShows: ['chef-specials'],
    stored: { slug: 'chef-specials', name: { en: 'Seasonal specials of the chef', pl: 'Dania sezonowe' } },
  },
  switches: ['is_enabled_for_website', 'is_enabled_for_app', 'is_enabled_for_bot'].map((field) => ({
    row: 'Tasting course B',
    column: fieldLabel(field),
    field,
  })),
  filters: [
    {
      field: slug,
      condition: 'contains',
      value: 'tasting-course',
      chip: chip(slug, 'contains', 'tasting-course'),
      shows: courses,
    },
    {
      field: bot,
      condition: 'equal',
      value: false,
      chip: chip(bot, 'equal', no),
      shows: ['Tasting course F'],
    },
  ],
  sort: { column: name, field: 'name', ascending: courses },
};

const shelves = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Pantry shelf ${letter}`);
const colour = fieldLabel('color');
const onTerminal = fieldLabel('is_on_terminal');

export const ingredientCategoryCase: ResourceCase = {
  name: 'ingredient_category',
  path: '/app/menu/ingredient/category',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Pantry shelf .|Pickling herbs|Fresh pickling herbs)$/.test(englishOf(record.name)),
  search: 'Pantry shelf',
  seed: async (api) => {
    for (const [index, shelf] of shelves.entries())
      await createRecord(api, 'ingredient_category', {
        name: { en: shelf },
        is_enabled: index < shelves.length - 1,
        // The switches test starts from every flag on.
        is_on_terminal: true,
      });
  },
  create: {
    opensWith: { [enabledLabel]: true, [onTerminal]: false },
    refusals: [{ errors: { [name]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Pickling herbs', pl: 'Zioła do kiszenia' });
      await form.fill(colour, '#2f9e44');
      await form.setSwitch(onTerminal, true);
    },
    name: 'Pickling herbs',
    stored: {
      name: { en: 'Pickling herbs', pl: 'Zioła do kiszenia' },
      color: '#2f9e44',
      is_on_terminal: true,
      is_enabled: true,
    },
  },
  edit: {
    shows: { [colour]: '#2f9e44', [`${name} (pl)`]: 'Zioła do kiszenia' },
    fill: (form) => form.fillTranslatable(name, { en: 'Fresh pickling herbs' }),
    name: 'Fresh pickling herbs',
    stored: { name: { en: 'Fresh pickling herbs', pl: 'Zioła do kiszenia' }, color: '#2f9e44' },
  },
  switches: [
    { row: 'Pantry shelf B', column: enabledLabel, field: 'is_enabled' },
    { row: 'Pantry shelf B', column: onTerminal, field: 'is_on_terminal' },
  ],
  filters: [
    {
      field: name,
      condition: 'contains',
      value: 'Pantry',
      chip: chip(name, 'contains', 'Pantry'),
      shows: shelves,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', no),
      shows: ['Pantry shelf F'],
    },
  ],
  sort: { column: name, field: 'name', ascending: shelves },
};

const spices = ['Anise', 'Cardamom', 'Cinnamon', 'Clove', 'Cumin', 'Nutmeg'];
const category = fieldLabel('ingredient_category');
const spiceCategories = /^(Spice rack|Spice drawer)$/;

async function removeSpiceCategories(api: APIRequestContext) {
  await deleteMatching<ApiRecord>(api, 'ingredient_category', (record) =>
    spiceCategories.test(englishOf(record.name)),
  );
}

export const ingredientCase: ResourceCase = {
  name: 'ingredient',
  path: '/app/menu/ingredients',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => [...spices, 'Saffron'].includes(englishOf(record.name)),
  search: 'Spice:',
  seed: async (api) => {
    await removeSpiceCategories(api);
    const rack = await createRecord<ApiRecord>(api, 'ingredient_category', { name: { en: 'Spice rack' } });
    const drawer = await createRecord<ApiRecord>(api, 'ingredient_category', {
      name: { en: 'Spice drawer' },
    });
    for (const [index, spice] of spices.entries())
      await createRecord(api, 'ingredient', {
        name: { en: spice, pl: `Spice: ${spice}` },
        ingredient_category: index < 3 ? rack.id : drawer.id,
        is_enabled: index < spices.length - 1,
      });
  },
  cleanUp: removeSpiceCategories,
  create: {
    opensWith: { [enabledLabel]: true },
    refusals: [{ errors: { [name]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Saffron', pl: 'Szafran' });
      await form.choose(category, 'Spice rack');
    },
    name: 'Saffron',
    rowShows: ['Spice rack'],
    stored: { name: { en: 'Saffron', pl: 'Szafran' }, ingredient_category: { name: { en: 'Spice rack' } } },
  },
  edit: {
    shows: { [category]: 'Spice rack', [`${name} (pl)`]: 'Szafran' },
    fill: (form) => form.choose(category, 'Spice drawer'),
    name: 'Saffron',
    rowShows: ['Spice drawer'],
    stored: { ingredient_category: { name: { en: 'Spice drawer' } }, is_enabled: true },
  },
  switches: [{ row: 'Cardamom', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: category,
      condition: 'equal',
      value: 'Spice drawer',
      chip: chip(category, 'equal', 'Spice drawer'),
      shows: spices.slice(3),
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', no),
      shows: ['Nutmeg'],
    },
  ],
  sort: { column: name, field: 'name', ascending: spices },
  inUse: { path: '/app/menu/ingredient/category', row: 'Spice rack', reason: 'ingredients' },
};
