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
