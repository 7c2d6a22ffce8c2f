import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, required } from './seed-helpers.ts';

const name = fieldLabel('name');
const channels = ['is_enabled_for_website', 'is_enabled_for_app', 'is_enabled_for_bot'];
const payment = (key: string) => t(`resources.payment_method.${key}`);
const typeLabel = payment('type');
const tills = [
  { en: 'Till Cash', type: 'SIMPLE' },
  { en: 'Till Card terminal', type: 'SIMPLE' },
  { en: 'Till Sber QR', type: 'SBER' },
  { en: 'Till Sber online', type: 'SBER' },
  { en: 'Till Stripe online', type: 'STRIPE' },
  { en: 'Till PaySelection', type: 'PAYSELECTION' },
];

export const paymentMethodCase: ResourceCase = {
  name: 'payment_method',
  path: '/app/settings/payment/methods',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^Till /.test(englishOf(record.name)),
  search: 'Till',
  seed: async (api) => {
    for (const till of tills)
      await createRecord(api, 'payment_method', {
        name: { en: till.en },
        type: till.type,
        is_cashless: till.type !== 'SIMPLE',
        is_enabled: till.en !== 'Till Sber QR',
      });
  },
  create: {
    refusals: [{ errors: { [name]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Till Stripe tips', pl: 'Napiwki Stripe' });
      await form.choose(typeLabel, payment('types.STRIPE'));
      await form.fillFields({
        [payment('stripe_public_key')]: 'pk_test_tips',
        [payment('stripe_secret_key')]: 'sk_test_tips',
        [payment('is_cashless')]: true,
      });
    },
    name: 'Till Stripe tips',
    rowShows: ['Stripe'],
    stored: {
      name: { en: 'Till Stripe tips', pl: 'Napiwki Stripe' },
      type: 'STRIPE',
      is_cashless: true,
      stripe_public_key: 'pk_test_tips',
      stripe_secret_key: null,
      has_stripe_secret_key: true,
    },
  },
  edit: {
    shows: { [`${name} (en)`]: 'Till Stripe tips', [payment('stripe_public_key')]: 'pk_test_tips' },
    fill: (form) => form.fillTranslatable(name, { en: 'Till Stripe gratuity' }),
    name: 'Till Stripe gratuity',
    // Saved without typing the secret again: the stored one stays.
    stored: { stripe_public_key: 'pk_test_tips', has_stripe_secret_key: true },
  },
  switches: ['is_cashless', 'is_enabled', ...channels].map((field) => ({
    // Every switch of this row starts on (a cashless, enabled method).
    row: 'Till Stripe online',
    column: field === 'is_cashless' ? payment('is_cashless') : fieldLabel(field),
    field,
  })),
  filters: [
    {
      field: typeLabel,
      condition: 'equal',
      value: payment('types.SBER'),
      chip: chip(typeLabel, 'equal', payment('types.SBER')),
      shows: ['Till Sber online', 'Till Sber QR'],
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', t('common.no')),
      shows: ['Till Sber QR'],
    },
  ],
  sort: {
    column: name,
    field: 'name',
    ascending: tills.map((till) => till.en).sort((a, b) => a.localeCompare(b, 'en')),
  },
};

const shipping = (key: string) => t(`resources.shipping_method.${key}`);
const rides = [
  { en: 'Ride Bicycle', cost: 6, time: 40 },
  { en: 'Ride Car', cost: 12, time: 30 },
  { en: 'Ride Drone', cost: 25, time: 15 },
  { en: 'Ride Pickup counter', cost: 0, time: 20 },
  { en: 'Ride Scooter', cost: 9, time: 25 },
  { en: 'Ride Walking', cost: 4, time: 50 },
];

export const shippingMethodCase: ResourceCase = {
  name: 'shipping_method',
  path: '/app/settings/shipping_methods',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^Ride /.test(englishOf(record.name)),
  search: 'Ride',
  seed: async (api) => {
    for (const ride of rides)
      await createRecord(api, 'shipping_method', {
        name: { en: ride.en },
        cost: ride.cost,
        delivery_time: ride.time,
        minimal_sum: 20,
        discount: 0,
        show_addresses: ride.cost > 0,
        is_enabled_for_bot: ride.en !== 'Ride Drone',
      });
  },
  create: {
    refusals: [
      {
        values: { [shipping('cost')]: '-5' },
        errors: { [name]: required, [shipping('cost')]: t('messages.only_positive_or_zero') },
      },
    ],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Ride Cargo bike', ru: 'Грузовой велосипед' });
      await form.fillFields({
        [shipping('cost')]: '7.5',
        [shipping('delivery_time')]: '35',
        [shipping('minimal_sum')]: '30',
        [shipping('discount')]: '5',
        [shipping('show_addresses')]: true,
      });
    },
    name: 'Ride Cargo bike',
    rowShows: ['35'],
    stored: {
      name: { en: 'Ride Cargo bike', ru: 'Грузовой велосипед' },
      cost: 7.5,
      delivery_time: 35,
      minimal_sum: 30,
      discount: 5,
      show_addresses: true,
      google_delivery_zones_enabled: false,
    },
  },
  edit: {
    shows: { [`${name} (en)`]: 'Ride Cargo bike', [shipping('delivery_time')]: '35' },
    fill: (form) => form.fillFields({ [shipping('delivery_time')]: '45' }),
    name: 'Ride Cargo bike',
    rowShows: ['45'],
    stored: { delivery_time: 45, cost: 7.5 },
  },
  switches: channels.map((field) => ({ row: 'Ride Car', column: fieldLabel(field), field })),
  filters: [
    {
      field: fieldLabel('is_enabled_for_bot'),
      condition: 'equal',
      value: false,
      chip: chip(fieldLabel('is_enabled_for_bot'), 'equal', t('common.no')),
      shows: ['Ride Drone'],
    },
  ],
  sort: { column: name, field: 'name', ascending: rides.map((ride) => ride.en) },
};
