import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, fieldLabel, required } from './seed-helpers.ts';

const tongues = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Test tongue ${letter}`);
const title = fieldLabel('title');
const code = fieldLabel('code');

export const languageCase: ResourceCase = {
  name: 'language',
  path: '/app/settings/languages',
  nameColumn: title,
  nameOf: (record) => String(record.title),
  isOurs: (record) => String(record.title).startsWith('Test tongue') || record.code === 'de',
  search: 'Test tongue',
  seed: async (api) => {
    for (const [index, tongue] of tongues.entries())
      await createRecord(api, 'language', {
        code: `q${tongue.at(-1)?.toLowerCase()}`,
        title: tongue,
        is_enabled: index < tongues.length - 1,
      });
  },
  create: {
    refusals: [
      { values: { [code]: 'deutsch' }, errors: { [code]: t('messages.code_too_long'), [title]: required } },
    ],
    fill: (form) => form.fillFields({ [code]: 'de', [title]: 'Deutsch' }),
    name: 'Deutsch',
    rowShows: ['de'],
    stored: { code: 'de', title: 'Deutsch', is_enabled: true, is_default: false },
  },
  edit: {
    shows: { [code]: 'de', [title]: 'Deutsch' },
    fill: (form) => form.fill(title, 'Deutsch (DE)'),
    name: 'Deutsch (DE)',
    stored: { code: 'de', title: 'Deutsch (DE)' },
  },
  switches: [{ row: 'Test tongue B', column: enabledLabel, field: 'is_enabled' }],
  filters: [
    {
      field: title,
      condition: 'contains',
      value: 'tongue',
      chip: chip(title, 'contains', 'tongue'),
      shows: tongues,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', t('common.no')),
      shows: ['Test tongue F'],
    },
  ],
  sort: { column: title, field: 'title', ascending: tongues },
};
