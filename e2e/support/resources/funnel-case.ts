import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, required } from './seed-helpers.ts';

const label = (key: string) => t(`resources.notification_funnel.${key}`);
const header = label('header');
const content = label('content');
const headers = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Funnel case ${letter}`);

/** Drafts only: sending (and the form a started funnel turns into) is e2e/notification-funnels.spec.ts. */
export const funnelCase: ResourceCase = {
  name: 'notification_funnel',
  path: '/app/marketing/notification_funnels',
  nameColumn: header,
  nameOf: (record) => String(record.header),
  isOurs: (record) => String(record.header).startsWith('Funnel case'),
  search: 'Funnel case',
  seed: async (api) => {
    for (const [index, text] of headers.entries())
      await createRecord(api, 'notification_funnel', { header: text, content: `Offer ${index}`, sms: true });
  },
  create: {
    opensWith: { [label('channels.sms')]: false, [label('is_started')]: false },
    refusals: [{ values: { [header]: 'Funnel case new' }, errors: { [content]: required } }],
    fill: async (form) => {
      await form.fillFields({ [header]: 'Funnel case new', [content]: 'Dessert on us this week' });
      await form.setSwitch(label('channels.email'), true);
    },
    name: 'Funnel case new',
    rowShows: [label('statuses.DRAFT'), '0/0'],
    stored: { header: 'Funnel case new', content: 'Dessert on us this week', email: true, status: 'DRAFT' },
  },
  edit: {
    shows: { [header]: 'Funnel case new', [content]: 'Dessert on us this week' },
    fill: (form) => form.fill(header, 'Funnel case renamed'),
    name: 'Funnel case renamed',
    stored: { header: 'Funnel case renamed', email: true, is_started: false },
  },
  switches: [],
  filters: [
    {
      field: header,
      condition: 'contains',
      value: 'case C',
      chip: chip(header, 'contains', 'case C'),
      shows: ['Funnel case C'],
    },
  ],
  sort: { column: header, field: 'header', ascending: headers },
};
