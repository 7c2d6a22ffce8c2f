import { promotionWeekdays } from '@mise/contract/lite/resources/promotion-weekdays';
import { contractSchema, defineResourceConfig } from '../../crud/resource-config.ts';
import { renderDiscount } from '../coupon/discount-text.tsx';

export default defineResourceConfig({
  name: 'promotion',
  basePath: '/app/marketing/promotions',
  gridId: 'promotions',
  titleKey: 'resources.promotion.title',
  itemKey: 'resources.promotion.item',
  sectionKey: 'nav.sections.marketing',
  formMode: 'page',
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'name', labelKey: 'fields.name', type: 'translatable' },
    { field: 'start_date', labelKey: 'fields.start_date', type: 'month-day' },
    { field: 'end_date', labelKey: 'fields.end_date', type: 'month-day' },
    { field: 'discount', labelKey: 'fields.discount', type: 'number', render: renderDiscount },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('promotionFormSchema'),
  defaults: {
    name: {},
    start_date: null,
    end_date: null,
    is_in_percent: true,
    discount: 0,
    promotion_hours: [],
    days: Object.fromEntries(promotionWeekdays.map((day) => [day, true])),
    products: [],
    product_categories: [],
  },
  fields: [
    { name: 'name', labelKey: 'fields.name', type: 'translatable', isRequired: true },
    {
      name: 'start_date',
      labelKey: 'fields.start_date',
      type: 'date',
      span: 6,
      descriptionKey: 'resources.promotion.start_date_hint',
    },
    {
      name: 'end_date',
      labelKey: 'fields.end_date',
      type: 'date',
      span: 6,
      descriptionKey: 'resources.promotion.end_date_hint',
    },
    {
      name: 'discount',
      labelKey: 'fields.discount',
      type: 'number',
      isRequired: true,
      span: 6,
      decimals: 2,
      descriptionKey: 'resources.promotion.discount_hint',
    },
    { name: 'is_in_percent', labelKey: 'fields.is_in_percent', type: 'switch', span: 6 },
    {
      name: 'days',
      labelKey: 'fields.days',
      type: 'flags',
      descriptionKey: 'resources.promotion.days_hint',
      options: promotionWeekdays.map((day) => ({
        value: day,
        labelKey: `resources.promotion.weekdays.${day}`,
      })),
    },
    {
      name: 'promotion_hours',
      labelKey: 'fields.promotion_hours',
      type: 'list',
      descriptionKey: 'resources.promotion.hours_hint',
      item: {
        fields: [
          { name: 'start_at', labelKey: 'fields.start_at', type: 'time', isRequired: true, span: 6 },
          { name: 'end_at', labelKey: 'fields.end_at', type: 'time', isRequired: true, span: 6 },
        ],
        defaults: { start_at: '', end_at: '' },
        titleKey: 'resources.promotion.hours_number',
        addKey: 'resources.promotion.add_hours',
        emptyKey: 'resources.promotion.all_day',
      },
    },
    {
      name: 'product_categories',
      labelKey: 'fields.product_categories',
      type: 'multi-reference',
      descriptionKey: 'resources.promotion.targets_hint',
      reference: { resource: 'product_category' },
    },
    {
      name: 'products',
      labelKey: 'fields.products',
      type: 'multi-reference',
      reference: { resource: 'product' },
    },
  ],
});
