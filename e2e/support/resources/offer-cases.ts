import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceFormPage } from '../pages/resource-form.page.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, englishOf, fieldLabel, required } from './seed-helpers.ts';

const no = t('common.no');
const code = fieldLabel('code');
const discount = fieldLabel('discount');
const inPercent = fieldLabel('is_in_percent');
const minSum = fieldLabel('min_sum');
const active = fieldLabel('active');
const vouchers = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter, index) => ({
  code: `TBL-${letter}`,
  discount: 5 * (index + 1),
}));

export const couponCase: ResourceCase = {
  name: 'coupon',
  path: '/app/marketing/coupons',
  nameColumn: code,
  nameOf: (record) => String(record.code),
  isOurs: (record) => /^(TBL-|SUMMER)/i.test(String(record.code)),
  search: 'TBL',
  seed: async (api) => {
    for (const [index, voucher] of vouchers.entries())
      await createRecord(api, 'coupon', { ...voucher, active: index < vouchers.length - 1 });
  },
  create: {
    // The spec's defaults: one use per customer, no discount, no minimal sum, active.
    opensWith: {
      [code]: '',
      [fieldLabel('limit_per_customer')]: '1',
      [discount]: '0',
      [minSum]: '0',
      [active]: true,
    },
    refusals: [
      { errors: { [code]: required } },
      // Codes are one whatever their case: the server's 409 lands under the field.
      { values: { [code]: 'tbl-a' }, errors: { [code]: t('messages.already_exists') } },
      {
        values: { [code]: 'SUMMER20', [discount]: '150', [inPercent]: true },
        errors: { [discount]: t('messages.percent_too_big') },
      },
    ],
    fill: async (form) => {
      await form.fillFields({ [discount]: '20', [minSum]: '50' });
      await form.choose(fieldLabel('customer_group'), 'Regulars');
      await form.choose(fieldLabel('product_categories'), 'Pizza');
      // A multi-select stays open for more picks: close it as people do.
      await form.page.keyboard.press('Escape');
    },
    name: 'SUMMER20',
    // The discount reads with its unit: a percent, or money in the stored currency.
    rowShows: ['20%', 'Regulars'],
    stored: {
      discount: 20,
      is_in_percent: true,
      min_sum: 50,
      customer_group: { name: 'Regulars' },
      product_categories: [{ name: { en: 'Pizza' } }],
    },
  },
  edit: {
    shows: { [code]: 'SUMMER20', [discount]: '20', [minSum]: '50' },
    fill: async (form) => {
      await form.fill(discount, '12.5');
      await form.setSwitch(inPercent, false);
    },
    name: 'SUMMER20',
    rowShows: ['€12.50'],
    stored: { discount: 12.5, is_in_percent: false, product_categories: [{ name: { en: 'Pizza' } }] },
  },
  switches: [{ row: 'TBL-B', column: active, field: 'active' }],
  filters: [
    {
      field: discount,
      condition: 'greater',
      value: 20,
      chip: chip(discount, 'greater', '20'),
      shows: ['TBL-E', 'TBL-F'],
    },
    { field: active, condition: 'equal', value: false, chip: chip(active, 'equal', no), shows: ['TBL-F'] },
  ],
  sort: {
    column: discount,
    field: 'discount',
    ascending: vouchers.map((voucher) => `€${voucher.discount}.00`),
  },
};

const name = fieldLabel('name');
const startDate = fieldLabel('start_date');
const hours = t('resources.promotion.hours_number', 'en', { number: 1 });
const offers = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter, index) => ({
  name: `Table offer ${letter}`,
  start_date: `2026-01-0${index + 1}`,
  discount: 5 * (index + 1),
}));

/** Hours and minutes of a 24-hour time field typed as people type them: "1700" reads 17:00. */
async function typeTime(form: ResourceFormPage, item: string, label: string, digits: string) {
  await form
    .listItem(item)
    .getByRole('spinbutton', { name: `${label}: ${t('form.hours')}` })
    .click();
  await form.page.keyboard.type(digits);
}

export const promotionCase: ResourceCase = {
  name: 'promotion',
  path: '/app/marketing/promotions',
  nameColumn: name,
  nameOf: (record) => englishOf(record.name),
  isOurs: (record) => /^(Table offer|Happy hour)/.test(englishOf(record.name)),
  search: 'Table offer',
  seed: async (api) => {
    for (const offer of offers)
      await createRecord(api, 'promotion', { ...offer, name: { en: offer.name }, is_in_percent: true });
  },
  create: {
    opensWith: { [discount]: '0', [inPercent]: true, [t('resources.promotion.weekdays.sunday')]: true },
    refusals: [
      {
        values: { [discount]: '120' },
        errors: { [name]: required, [discount]: t('messages.percent_too_big') },
      },
    ],
    fill: async (form) => {
      await form.fillTranslatable(name, { en: 'Happy hour', pl: 'Szczęśliwa godzina' });
      await form.fill(discount, '15');
      await form.pickDate(startDate, '2026-12-01');
      await form.setSwitch(t('resources.promotion.weekdays.sunday'), false);
      await form.form.getByRole('button', { name: t('resources.promotion.add_hours'), exact: true }).click();
      await typeTime(form, hours, fieldLabel('start_at'), '1700');
      await typeTime(form, hours, fieldLabel('end_at'), '0130');
      await form.choose(fieldLabel('product_categories'), 'Drinks');
      await form.page.keyboard.press('Escape');
    },
    name: 'Happy hour',
    // The list shows the month and the day.
    rowShows: ['Dec 1'],
    stored: {
      name: { en: 'Happy hour', pl: 'Szczęśliwa godzina' },
      discount: 15,
      start_date: '2026-12-01',
      end_date: null,
      promotion_hours: [{ start_at: '17:00', end_at: '01:30' }],
      days: { monday: true, saturday: true, sunday: false },
      product_categories: [{ name: { en: 'Drinks' } }],
    },
  },
  edit: {
    shows: { [discount]: '15', [`${name} (pl)`]: 'Szczęśliwa godzina' },
    fill: async (form) => {
      await form.fill(discount, '20');
      await form
        .listItem(hours)
        .getByRole('button', { name: new RegExp(t('form.remove_item')) })
        .click();
    },
    name: 'Happy hour',
    stored: { discount: 20, promotion_hours: [], product_categories: [{ name: { en: 'Drinks' } }] },
  },
  switches: [],
  filters: [
    {
      field: discount,
      condition: 'greater',
      value: 20,
      chip: chip(discount, 'greater', '20'),
      shows: ['Table offer E', 'Table offer F'],
    },
  ],
  sort: {
    column: startDate,
    field: 'start_date',
    ascending: offers.map((offer) => `Jan ${Number(offer.start_date.slice(-1))}`),
  },
};
