import { readTranslatable } from '@mise/contract/lite/translatable-text';
import type { ResourceRecord } from '../resource-config.ts';

/** The fields that name a row, in order of preference; first and last name go together. */
const namingFields = [
  ['name'],
  ['title'],
  ['header'],
  ['first_name', 'last_name'],
  ['email'],
  ['code'],
  ['phone'],
];

/**
 * What a row is called in the labels of its controls ("Edit Kraków", "Enabled: Kraków"), so a
 * screen reader user tells the rows apart; `#id` when no naming field has a value.
 */
export function recordName(record: ResourceRecord, language: string): string {
  for (const fields of namingFields) {
    const name = fields
      .map((field) => readTranslatable(record[field], language).trim())
      .filter(Boolean)
      .join(' ');
    if (name) return name;
  }
  // Orders go by the number customers see.
  return `#${record.number ?? record.id}`;
}

/** The columns that can head a phone's card, in the same order; orders go by their number. */
const titleFields = [...namingFields.map(([field]) => field), 'number'];

/** The column a phone's card shows as its title: the one that names the row, else the first shown. */
export function cardTitleField(fields: string[]): string | undefined {
  return titleFields.find((field) => fields.includes(field)) ?? fields[0];
}
