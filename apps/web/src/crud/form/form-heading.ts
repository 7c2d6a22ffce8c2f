import type { TFunction } from 'i18next';
import type { ResourceConfig } from '../resource-config.ts';

/** The i18n keys of a form's heading: per resource, since Polish and Russian inflect the noun. */
export const formHeadingKey = (name: string, isEdit: boolean) =>
  `resources.${name}.${isEdit ? 'edit_title' : 'create_title'}`;

/** "Edit customer", "Edytuj klienta"; a resource without its own texts falls back to "Edit {item}". */
export function formHeading(t: TFunction, config: Pick<ResourceConfig, 'name' | 'itemKey'>, isEdit: boolean) {
  const generic = isEdit ? 'form.edit_title' : 'form.create_title';
  return t([formHeadingKey(config.name, isEdit), generic], { item: t(config.itemKey) });
}
