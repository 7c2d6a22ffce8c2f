import { type APIRequestContext, expect } from '@playwright/test';

/** Setting values by name, as GET /api/setting shows them (meta keys and country as JSON text). */
export type SettingValueMap = Record<string, unknown>;

/** Every setting's current value. */
export async function readSettings(api: APIRequestContext): Promise<SettingValueMap> {
  const response = await api.get('/api/setting', { params: { skipPagination: 'true' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { name: string; value: unknown }[] };
  return Object.fromEntries(items.map((item) => [item.name, item.value]));
}

/** POST /api/setting with name/value pairs (JSON); only the names sent change. */
export async function saveSettings(
  api: APIRequestContext,
  values: SettingValueMap,
): Promise<SettingValueMap> {
  const response = await api.post('/api/setting', { data: values });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { items } = (await response.json()) as { items: { name: string; value: unknown }[] };
  return Object.fromEntries(items.map((item) => [item.name, item.value]));
}

/**
 * Puts settings back as they were read (all but the integration, which other screens own).
 * Restoring an image setting to null removes an image a test uploaded.
 */
export async function restoreSettings(api: APIRequestContext, snapshot: SettingValueMap): Promise<void> {
  const { integration: _integration, ...values } = snapshot;
  await saveSettings(api, values);
}

/** A JSON-text setting (meta keys, country) read back as its value. */
export function parseJsonSetting<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
