import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, required } from './seed-helpers.ts';

const name = fieldLabel('name');
const cost = t('resources.delivery_zone.cost');
const serviceTime = t('resources.delivery_zone.service_time');
const rings = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Ring ${letter}`);

/** Drawn zones have their own spec (e2e/delivery-zone-map.spec.ts); these are the list's plain rows. */
export const deliveryZoneCase: ResourceCase = {
  name: 'delivery_zone',
  path: '/app/settings/delivery/zones',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Ring |Riverside)/.test(englishOf(record.name)),
  search: 'Ring',
  seed: async (api) => {
    for (const [index, ring] of rings.entries())
      await createRecord(api, 'delivery_zone', {
        name: { en: ring },
        cost: 5 + index,
        service_time: 30 + index * 5,
        is_enabled: index < rings.length - 1,
      });
  },
  create: {
    opensWith: { [enabledLabel]: true },
    refusals: [{ errors: { [name]: required, [cost]: required, [serviceTime]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Riverside', pl: 'Nadbrzeże' });
      await form.fillFields({ [cost]: '12', [serviceTime]: '35' });
    },
    name: 'Riverside',
    rowShows: ['35'],
    stored: { name: { en: 'Riverside', pl: 'Nadbrzeże' }, cost: 12, service_time: 35, is_enabled: true },
  },
  edit: {
    shows: { [`${name} (pl)`]: 'Nadbrzeże', [cost]: '12', [serviceTime]: '35' },
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Riverside North' });
      await form.fill(serviceTime, '50');
    },
    name: 'Riverside North',
    rowShows: ['50'],
    stored: { name: { en: 'Riverside North', pl: 'Nadbrzeże' }, service_time: 50 },
  },
  switches: [{ row: 'Ring B', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    { field: name, condition: 'contains', value: 'Ring', chip: chip(name, 'contains', 'Ring'), shows: rings },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', t('common.no')),
      shows: ['Ring F'],
    },
  ],
  sort: { column: name, field: 'name', ascending: rings },
};
