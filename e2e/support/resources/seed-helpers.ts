import type { APIRequestContext } from '@playwright/test';
import { findRecords } from '../api.ts';
import { t } from '../i18n.ts';
import type { ApiRecord } from './resource-case.ts';

/** Labels of the panel's fields, in English (the suite's language). */
export const fieldLabel = (name: string) => t(`fields.${name}`);
export const enabledLabel = fieldLabel('is_enabled');
export const required = t('messages.required');

/** The English text of a plain or translatable value ({ en, pl }). */
export const englishOf = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? String((value as Record<string, unknown>).en ?? '')
    : String(value ?? '');

/** Chip text of an applied filter: "City equals Sopot". */
export const chip = (field: string, condition: string, value: string) =>
  `${field} ${t(`list.conditions.${condition}`)} ${value}`;

/** Ids of another resource's rows by their English name, for seeding references. */
export async function idsByName(api: APIRequestContext, resource: string): Promise<Map<string, number>> {
  const rows = await findRecords<ApiRecord>(api, resource, () => true);
  return new Map(rows.map((row) => [englishOf(row.name), row.id]));
}

/** Six staff users (four managers, two couriers) with e-mails at `domain`, for the user screens. */
export const staffCrew = (domain: string) =>
  [
    { first_name: 'Basia', last_name: 'Krawczyk', role: 'manager' },
    { first_name: 'Kuba', last_name: 'Mazur', role: 'courier' },
    { first_name: 'Ania', last_name: 'Wójcik', role: 'manager' },
    { first_name: 'Leon', last_name: 'Pawlak', role: 'courier' },
    { first_name: 'Zofia', last_name: 'Król', role: 'manager' },
    { first_name: 'Olek', last_name: 'Zając', role: 'manager' },
  ].map((person) => ({ ...person, email: `${person.first_name.toLowerCase()}@${domain}` }));
