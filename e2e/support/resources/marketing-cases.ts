import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, idsByName, required } from './seed-helpers.ts';

const no = t('common.no');
const yes = t('common.yes');
const title = fieldLabel('title');
const offers = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Weekend offer ${letter}`);

export const bannerCase: ResourceCase = {
  name: 'banner',
  path: '/app/marketing/banners',
  nameColumn: title,
  nameOf: (record) => englishOf(record.title),
  isOurs: (record) => /^(Weekend offer|Pizza week)/.test(englishOf(record.title)),
  search: 'Weekend offer',
  seed: async (api) => {
    for (const [index, offer] of offers.entries())
      await createRecord(api, 'banner', {
        title: { en: offer },
        url: `/menu/offer-${index}`,
        is_enabled: index < offers.length - 1,
      });
  },
  create: {
    refusals: [{ errors: { [title]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(title, { en: 'Pizza week', pl: 'Tydzień pizzy' });
      await form.fillFields({
        [fieldLabel('url')]: '/menu/pizza',
        [fieldLabel('app_url')]: 'mise://menu/pizza',
      });
    },
    name: 'Pizza week',
    rowShows: ['/menu/pizza'],
    stored: {
      title: { en: 'Pizza week', pl: 'Tydzień pizzy' },
      url: '/menu/pizza',
      app_url: 'mise://menu/pizza',
    },
  },
  edit: {
    shows: { [fieldLabel('url')]: '/menu/pizza', [`${title} (pl)`]: 'Tydzień pizzy' },
    fill: (form) => form.fill(fieldLabel('url'), '/menu/pizza-week'),
    name: 'Pizza week',
    rowShows: ['/menu/pizza-week'],
    stored: { url: '/menu/pizza-week', is_enabled: true },
  },
  switches: [{ row: 'Weekend offer B', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: title,
      condition: 'contains',
      value: 'offer',
      chip: chip(title, 'contains', 'offer'),
      shows: offers,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', no),
      shows: ['Weekend offer F'],
    },
  ],
  sort: { column: title, field: 'title', ascending: offers },
};

const name = fieldLabel('name');
const discount = fieldLabel('discount_percent');
const clubs = [
  { name: 'Club Bronze', discount: 3 },
  { name: 'Club Diamond', discount: 20 },
  { name: 'Club Gold', discount: 12 },
  { name: 'Club Platinum', discount: 15 },
  { name: 'Club Silver', discount: 7 },
  { name: 'Club Staff', discount: 50 },
];

export const customerGroupCase: ResourceCase = {
  name: 'customer_group',
  path: '/app/marketing/customers_groups',
  nameColumn: name,
  nameOf: (record) => String(record.name),
  isOurs: (record) => /^(Club |Students)/.test(String(record.name)),
  search: 'Club',
  seed: async (api) => {
    for (const [index, club] of clubs.entries())
      await createRecord(api, 'customer_group', { ...club, is_enabled: index < clubs.length - 1 });
  },
  create: {
    // A new group starts at 0 %; the discount stays within 0 to 100.
    opensWith: { [discount]: '0', [enabledLabel]: true },
    refusals: [
      {
        values: { [discount]: '101' },
        errors: { [name]: required, [discount]: t('messages.percent_too_big') },
      },
      { values: { [discount]: '-5' }, errors: { [discount]: t('messages.only_positive_or_zero') } },
    ],
    fill: async (form) => {
      await form.fillFields({ [name]: 'Students', [discount]: '100' });
      await form.setSwitch(enabledLabel, false);
    },
    name: 'Students',
    stored: { name: 'Students', discount: 100, is_enabled: false },
  },
  edit: {
    shows: { [name]: 'Students', [discount]: '100' },
    fill: async (form) => {
      await form.fillFields({ [name]: 'Students and teachers', [discount]: '12.5' });
      await form.setSwitch(enabledLabel, true);
    },
    name: 'Students and teachers',
    rowShows: ['12.5'],
    stored: { discount: 12.5, is_enabled: true },
  },
  switches: [{ row: 'Club Gold', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: discount,
      condition: 'greater',
      value: 12,
      chip: chip(discount, 'greater', '12'),
      shows: ['Club Diamond', 'Club Platinum', 'Club Staff'],
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', no),
      shows: ['Club Staff'],
    },
  ],
  // 3, 7, 12 ...: numbers, not text ("12" before "3").
  sort: {
    column: discount,
    field: 'discount',
    ascending: clubs
      .map((club) => club.discount)
      .sort((a, b) => a - b)
      .map(String),
  },
  inUse: { path: '/app/marketing/customers_groups', row: 'Regulars', reason: 'customers' },
};

const lastName = fieldLabel('last_name');
const group = fieldLabel('customer_group');
const platform = fieldLabel('platform');
const people = [
  { first_name: 'Ewa', last_name: 'Lis', phone: '+48700000001' },
  { first_name: 'Jan', last_name: 'Wrona', phone: '+48700000002' },
  { first_name: 'Ola', last_name: 'Bielska', phone: '+48700000003' },
  { first_name: 'Adam', last_name: 'Czapla', phone: '+48700000004' },
  { first_name: 'Iga', last_name: 'Sowa', phone: '+48700000005' },
  { first_name: 'Tomasz', last_name: 'Dudek', phone: '+48700000006' },
];
const inFriends = people.filter((_, index) => index % 2 === 0).map((person) => person.last_name);

export const customerCase: ResourceCase = {
  name: 'customer',
  path: '/app/marketing/customers',
  nameColumn: lastName,
  nameOf: (record) => String(record.last_name),
  isOurs: (record) => String(record.email).endsWith('@table.test') || record.last_name === 'Kamińska',
  search: 'table.test',
  seed: async (api) => {
    const groups = await idsByName(api, 'customer_group');
    for (const [index, person] of people.entries())
      await createRecord(api, 'customer', {
        ...person,
        email: `${person.first_name.toLowerCase()}@table.test`,
        customer_group: index % 2 === 0 ? groups.get('Friends of the house') : null,
        platform: index < 3 ? 'website' : 'bot',
        is_enabled: index < people.length - 1,
      });
  },
  create: {
    refusals: [{ errors: { [fieldLabel('phone')]: t('messages.phone_is_required') } }],
    fill: async (form) => {
      await form.fillFields({
        [fieldLabel('first_name')]: 'Marta',
        [lastName]: 'Kamińska',
        [fieldLabel('email')]: 'marta@example.com',
        [fieldLabel('phone')]: '+48511222333',
      });
      await form.choose(group, 'Friends of the house');
      await form.choose(platform, t('list.channels.bot'));
    },
    name: 'Kamińska',
    // The channel reads as its name, not the stored code.
    rowShows: ['Friends of the house', t('list.channels.bot')],
    stored: { phone: '+48511222333', platform: 'bot', customer_group: { name: 'Friends of the house' } },
  },
  edit: {
    shows: { [group]: 'Friends of the house', [platform]: t('list.channels.bot') },
    fill: (form) => form.fill(fieldLabel('first_name'), 'Marta Anna'),
    name: 'Kamińska',
    stored: { first_name: 'Marta Anna', platform: 'bot' },
  },
  switches: [{ row: 'Czapla', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: group,
      condition: 'equal',
      value: 'Friends of the house',
      chip: chip(group, 'equal', 'Friends of the house'),
      shows: inFriends,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: true,
      chip: chip(enabledLabel, 'equal', yes),
      shows: inFriends,
    },
    {
      field: platform,
      condition: 'equal',
      value: t('list.channels.website'),
      chip: chip(platform, 'equal', t('list.channels.website')),
      shows: ['Lis', 'Bielska'],
    },
  ],
  sort: { column: lastName, field: 'last_name', ascending: people.map((person) => person.last_name).sort() },
};
