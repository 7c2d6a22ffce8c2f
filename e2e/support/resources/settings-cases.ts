import { createRecord, deleteRecords, findRecords } from '../api.ts';
import { t } from '../i18n.ts';
import type { ApiRecord, ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, idsByName, required } from './seed-helpers.ts';

const name = fieldLabel('name');
const hamlets = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Hamlet ${letter}`);

export const cityCase: ResourceCase = {
  name: 'city',
  path: '/app/settings/cities',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Hamlet |Torun)/.test(englishOf(record.name)),
  search: 'Hamlet',
  seed: async (api) => {
    for (const [index, hamlet] of hamlets.entries())
      await createRecord(api, 'city', { name: { en: hamlet }, is_enabled: index < hamlets.length - 1 });
  },
  create: {
    refusals: [{ errors: { [name]: required } }],
    fill: (form) => form.fillTranslatable(name, { en: 'Torun', pl: 'Toruń' }),
    name: 'Torun',
    stored: { name: { en: 'Torun', pl: 'Toruń' }, is_enabled: true },
  },
  edit: {
    shows: { [`${name} (en)`]: 'Torun', [`${name} (pl)`]: 'Toruń' },
    fill: (form) => form.fillTranslatable(name, { en: 'Torun Old Town' }),
    name: 'Torun Old Town',
    stored: { name: { en: 'Torun Old Town', pl: 'Toruń' } },
  },
  switches: [{ row: 'Hamlet B', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: name,
      condition: 'contains',
      value: 'Hamlet',
      chip: chip(name, 'contains', 'Hamlet'),
      shows: hamlets,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', t('common.no')),
      shows: ['Hamlet F'],
    },
  ],
  sort: { column: name, field: 'name', ascending: hamlets },
};

const city = fieldLabel('city');
const alleys = ['Bema', 'Chopina', 'Grunwaldzka', 'Kościuszki', 'Monte Cassino', 'Powstańców'].map(
  (street) => `Aleja ${street}`,
);
let sopotId = 0;

/** Removes the test city "Sopot" and its streets, whatever a failed run left. */
async function removeSopot(api: Parameters<ResourceCase['seed']>[0]) {
  for (const sopot of await findRecords<ApiRecord>(api, 'city', (row) => englishOf(row.name) === 'Sopot')) {
    const streets = await findRecords<ApiRecord>(
      api,
      'street',
      (row) => (row.city as ApiRecord)?.id === sopot.id,
    );
    await deleteRecords(
      api,
      'street',
      streets.map((street) => street.id),
    );
    await deleteRecords(api, 'city', [sopot.id]);
  }
}

export const streetCase: ResourceCase = {
  name: 'street',
  path: '/app/settings/streets',
  nameColumn: name,
  nameOf: (record) => String(record.name),
  isOurs: (record) => (record.city as ApiRecord)?.id === sopotId || /Haffnera$/.test(String(record.name)),
  search: 'Aleja',
  seed: async (api) => {
    await removeSopot(api);
    sopotId = (await createRecord<ApiRecord>(api, 'city', { name: { en: 'Sopot' }, is_enabled: true })).id;
    for (const [index, street] of alleys.entries())
      await createRecord(api, 'street', {
        name: street,
        city: sopotId,
        is_enabled: index < alleys.length - 1,
      });
  },
  cleanUp: removeSopot,
  create: {
    opensWith: { [enabledLabel]: true },
    refusals: [{ errors: { [name]: required, [city]: required } }],
    fill: async (form) => {
      await form.fill(name, 'Haffnera');
      await form.choose(city, 'Warsaw');
    },
    name: 'Haffnera',
    rowShows: ['Warsaw'],
    stored: { name: 'Haffnera', city: { name: { en: 'Warsaw' } }, is_enabled: true },
  },
  edit: {
    shows: { [name]: 'Haffnera', [city]: 'Warsaw' },
    fill: async (form) => {
      await form.fill(name, 'Stefana Haffnera');
      await form.choose(city, 'Sopot');
    },
    name: 'Stefana Haffnera',
    rowShows: ['Sopot'],
    stored: { city: { name: { en: 'Sopot' } } },
  },
  switches: [{ row: 'Aleja Bema', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    { field: city, condition: 'equal', value: 'Sopot', chip: chip(city, 'equal', 'Sopot'), shows: alleys },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', t('common.no')),
      shows: ['Aleja Powstańców'],
    },
  ],
  sort: { column: name, field: 'name', ascending: [...alleys].sort((a, b) => a.localeCompare(b, 'pl')) },
  inUse: { path: '/app/settings/cities', row: 'Sopot', reason: 'streets' },
};

const kiosks = [
  { en: 'Kiosk Oliwa', city: 'Gdańsk', terminal: 'K-104' },
  { en: 'Kiosk Wrzeszcz', city: 'Gdańsk', terminal: 'K-101' },
  { en: 'Kiosk Zaspa', city: 'Gdańsk', terminal: 'K-106' },
  { en: 'Kiosk Kazimierz', city: 'Kraków', terminal: 'K-103' },
  { en: 'Kiosk Nowa Huta', city: 'Kraków', terminal: 'K-105' },
  { en: 'Kiosk Podgórze', city: 'Kraków', terminal: 'K-102' },
];
const inKrakow = kiosks.filter((kiosk) => kiosk.city === 'Kraków').map((kiosk) => kiosk.en);
const pickup = {
  address: fieldLabel('address'),
  country: fieldLabel('country'),
  coordinates: fieldLabel('coordinates'),
  terminal: fieldLabel('terminal_id'),
  bot: fieldLabel('is_enabled_for_bot'),
};

export const pickupPointCase: ResourceCase = {
  name: 'pickup_point',
  path: '/app/settings/pickup_points',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Kiosk|Harbour)/.test(englishOf(record.name)),
  search: 'Kiosk',
  seed: async (api) => {
    const cityIds = await idsByName(api, 'city');
    for (const kiosk of kiosks)
      await createRecord(api, 'pickup_point', {
        name: { en: kiosk.en, pl: kiosk.en.replace('Kiosk', 'Punkt') },
        address: `${kiosk.en.split(' ').slice(1).join(' ')} 1`,
        city: cityIds.get(kiosk.city),
        country: 'PL',
        coordinates: '54.4,18.6',
        terminal_id: kiosk.terminal,
        is_enabled_for_bot: kiosk.city !== 'Kraków',
      });
  },
  create: {
    refusals: [
      {
        values: { [pickup.coordinates]: 'near the harbour' },
        errors: { [name]: required, [pickup.coordinates]: t('messages.invalid_coordinates') },
      },
    ],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Harbour Counter', pl: 'Punkt Portowy' });
      await form.fillFields({
        [pickup.address]: 'Nabrzeże Przemysłowe 2',
        [pickup.terminal]: 'T-900',
        [pickup.coordinates]: '54.3520,18.6466',
      });
      await form.choose(city, 'Gdańsk');
      await form.choose(pickup.country, 'Poland');
      await form.setSwitch(fieldLabel('available_in_bot'), false);
    },
    name: 'Harbour Counter',
    // The country reads as its name, not the stored code.
    rowShows: ['Nabrzeże Przemysłowe 2', 'Gdańsk', 'T-900', 'Poland'],
    stored: {
      name: { en: 'Harbour Counter', pl: 'Punkt Portowy' },
      country: 'PL',
      coordinates: '54.3520,18.6466',
      city: { name: { en: 'Gdańsk' } },
      is_enabled_for_website: true,
      is_enabled_for_app: true,
      is_enabled_for_bot: false,
    },
  },
  edit: {
    shows: {
      [`${name} (pl)`]: 'Punkt Portowy',
      [city]: 'Gdańsk',
      [pickup.country]: 'Poland',
      [pickup.coordinates]: '54.3520,18.6466',
    },
    fill: async (form) => {
      await form.fillTranslatable(name, { pl: 'Punkt przy porcie' });
      await form.choose(city, 'Warsaw');
    },
    name: 'Harbour Counter',
    rowShows: ['Warsaw'],
    stored: { name: { pl: 'Punkt przy porcie' }, city: { name: { en: 'Warsaw' } } },
  },
  switches: ['is_enabled_for_website', 'is_enabled_for_app', 'is_enabled_for_bot'].map((field) => ({
    row: 'Kiosk Oliwa',
    column: fieldLabel(field),
    field,
  })),
  filters: [
    {
      field: pickup.country,
      condition: 'equal',
      value: 'Poland',
      chip: chip(pickup.country, 'equal', 'Poland'),
      shows: kiosks.map((kiosk) => kiosk.en),
    },
    {
      field: city,
      condition: 'equal',
      value: 'Kraków',
      chip: chip(city, 'equal', 'Kraków'),
      shows: inKrakow,
    },
    {
      field: pickup.bot,
      condition: 'equal',
      value: false,
      chip: chip(pickup.bot, 'equal', t('common.no')),
      shows: inKrakow,
    },
  ],
  sort: {
    column: pickup.terminal,
    field: 'terminal_id',
    ascending: kiosks.map((kiosk) => kiosk.terminal).sort(),
  },
};
