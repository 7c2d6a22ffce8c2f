import { createRecord } from '../api.ts';
import { t } from '../i18n.ts';
import type { ResourceCase } from './resource-case.ts';
import { chip, enabledLabel, englishOf, fieldLabel, required } from './seed-helpers.ts';

const no = t('common.no');
const title = fieldLabel('title');
const webLink = fieldLabel('web_link');
const appLink = fieldLabel('app_link');
const dishes = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Dish of the day ${letter}`);

// The list and form of stories as any plain resource; the video itself: e2e/story-video.spec.ts.
export const storyCase: ResourceCase = {
  name: 'story',
  path: '/app/marketing/stories',
  nameColumn: title,
  nameOf: (record) => englishOf(record.title),
  isOurs: (record) => /^(Dish of the day|Chef's table)/.test(englishOf(record.title)),
  search: 'Dish of the day',
  seed: async (api) => {
    for (const [index, dish] of dishes.entries())
      await createRecord(api, 'story', {
        title: { en: dish },
        web_link: `/menu/dish-${index}`,
        is_enabled: index < dishes.length - 1,
      });
  },
  create: {
    opensWith: { [enabledLabel]: true },
    refusals: [{ errors: { [title]: required } }],
    fill: async (form) => {
      await form.fillTranslatable(title, { en: "Chef's table", pl: 'Stół szefa kuchni' });
      await form.fillFields({ [webLink]: '/menu/chef', [appLink]: 'mise://menu/chef' });
    },
    name: "Chef's table",
    rowShows: ['/menu/chef', 'mise://menu/chef'],
    stored: {
      title: { en: "Chef's table", pl: 'Stół szefa kuchni' },
      web_link: '/menu/chef',
      app_link: 'mise://menu/chef',
      video: null,
      image: null,
    },
  },
  edit: {
    shows: { [webLink]: '/menu/chef', [`${title} (pl)`]: 'Stół szefa kuchni' },
    fill: (form) => form.fill(appLink, 'mise://chef'),
    name: "Chef's table",
    rowShows: ['mise://chef'],
    stored: { app_link: 'mise://chef', web_link: '/menu/chef', is_enabled: true },
  },
  switches: [{ row: 'Dish of the day C', column: enabledLabel, field: 'is_enabled' }],
  // Applied one after the other, each narrowing what the one before left.
  filters: [
    {
      field: webLink,
      condition: 'contains',
      value: '/menu/dish-',
      chip: chip(webLink, 'contains', '/menu/dish-'),
      shows: dishes,
    },
    {
      field: enabledLabel,
      condition: 'equal',
      value: false,
      chip: chip(enabledLabel, 'equal', no),
      shows: ['Dish of the day F'],
    },
  ],
  sort: { column: title, field: 'title', ascending: dishes },
};
