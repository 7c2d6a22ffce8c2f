import { lazy } from 'react';
import { contractSchema, defineResourceConfig, type FieldConfig } from '../../crud/resource-config.ts';
import { FunnelStatusBadge } from './funnel-status-badge.tsx';

// The count, progress and log load with the form, not with the list.
const FunnelFormAddon = lazy(() => import('./funnel-form-addon.tsx'));

const channels = ['sms', 'telegram_bot', 'push_notification', 'email'] as const;
const moments = [
  'last_order_date_from',
  'last_order_date_to',
  'customer_registration_date_from',
  'customer_registration_date_to',
] as const;
const picker = (name: string, resource: string): FieldConfig => ({
  name,
  labelKey: `resources.notification_funnel.${name}`,
  type: 'multi-reference',
  span: 6,
  reference: { resource, emptyKey: 'resources.notification_funnel.anyone' },
});

const fields: FieldConfig[] = [
  { name: 'header', labelKey: 'resources.notification_funnel.header', type: 'text' },
  { name: 'content', labelKey: 'resources.notification_funnel.content', type: 'textarea', isRequired: true },
  ...channels.map(
    (channel): FieldConfig => ({
      name: channel,
      labelKey: `resources.notification_funnel.channels.${channel}`,
      type: 'switch',
      span: 3,
    }),
  ),
  picker('customer_groups', 'customer_group'),
  picker('customers', 'customer'),
  picker('product_categories', 'product_category'),
  picker('products', 'product'),
  ...moments.map(
    (name): FieldConfig => ({
      name,
      labelKey: `resources.notification_funnel.${name}`,
      type: 'datetime',
      span: 6,
      omitWhenEmpty: true,
    }),
  ),
  {
    name: 'is_started',
    labelKey: 'resources.notification_funnel.is_started',
    type: 'switch',
    descriptionKey: 'resources.notification_funnel.is_started_hint',
  },
];

const defaults = {
  header: '',
  content: '',
  ...Object.fromEntries(channels.map((channel) => [channel, false])),
  customer_groups: [],
  customers: [],
  product_categories: [],
  products: [],
  ...Object.fromEntries(moments.map((name) => [name, null])),
  is_started: false,
};

export default defineResourceConfig({
  name: 'notification_funnel',
  basePath: '/app/marketing/notification_funnels',
  gridId: 'notification_funnels',
  titleKey: 'resources.notification_funnel.title',
  itemKey: 'resources.notification_funnel.item',
  sectionKey: 'nav.sections.marketing',
  formMode: 'page',
  defaultSort: { field: 'created_at', direction: 'DESC' },
  columns: [
    { field: 'id', labelKey: 'fields.id', type: 'number' },
    { field: 'header', labelKey: 'resources.notification_funnel.header', type: 'text' },
    {
      field: 'status',
      labelKey: 'resources.notification_funnel.status',
      type: 'badge',
      valueKeyPrefix: 'resources.notification_funnel.statuses',
      render: (funnel) => <FunnelStatusBadge status={String(funnel.status)} />,
    },
    {
      field: 'progress',
      labelKey: 'resources.notification_funnel.progress',
      type: 'text',
      isSortable: false,
    },
    { field: 'created_at', labelKey: 'fields.created_at', type: 'datetime' },
  ],
  schema: contractSchema('notificationFunnelSchema'),
  defaults,
  fields,
  // Started, a funnel's message and audience are fixed: the server refuses changes (422).
  isLocked: (values) => values.is_started === true,
  FormAddon: FunnelFormAddon,
});
