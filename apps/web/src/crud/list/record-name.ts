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
const titleGroups = [...namingFields, ['number']];

/**
 * The columns a phone's card shows as its title, side by side: those that name the row and hold a
 * value in it (first and last name together; a customer without a name goes by their phone), else
 * the first column shown.
 */
export function cardTitleFields(fields: string[], record: ResourceRecord, language: string): string[] {
  for (const group of titleGroups) {
    const named = group.filter(
      (field) => fields.includes(field) && readTranslatable(record[field], language).trim() !== '',
    );
    if (named.length) return named;
  }
  return fields.slice(0, 1);
}
