import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import pl from '../../i18n/pl.json';
import ru from '../../i18n/ru.json';
import { resourceEntries } from '../../resources/index.ts';
import { formHeading } from './form-heading.ts';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, pl: { translation: pl }, ru: { translation: ru } },
  interpolation: { escapeValue: false },
});

// Read-only lists (orders) have no form and so no heading.
const withForms = resourceEntries.filter((entry) => entry.formMode !== 'none');
const configs = await Promise.all(withForms.map(async (entry) => (await entry.load()).default));

// Polish and Russian inflect the noun ("Edytuj klienta", not "Edytuj: klient"): each resource
// brings its own create and edit headings instead of a concatenation.
describe.each(configs)('the form heading of $name', (config) => {
  it.each(['en', 'pl', 'ru'])('is its own text in %s, without a colon', (language) => {
    const t = i18n.getFixedT(language);
    for (const isEdit of [false, true]) {
      const key = `resources.${config.name}.${isEdit ? 'edit_title' : 'create_title'}`;
      expect(i18n.exists(key, { lng: language })).toBe(true);
      expect(formHeading(t, config, isEdit)).toBe(t(key));
      expect(formHeading(t, config, isEdit)).not.toContain(':');
    }
  });
});

it('reads naturally for customers', () => {
  expect(formHeading(i18n.getFixedT('pl'), configs.find((c) => c.name === 'customer')!, true)).toBe(
    'Edytuj klienta',
  );
  expect(formHeading(i18n.getFixedT('ru'), configs.find((c) => c.name === 'street')!, false)).toBe(
    'Новая улица',
  );
});
