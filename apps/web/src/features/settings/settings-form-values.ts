import type { Country } from '@mise/contract/reference/countries';
import {
  hasSettingValue,
  type ImageSettingName,
  imageSettingFiles,
  type SettingItem,
  type SettingName,
  settingRegistry,
} from '@mise/contract/settings';

export type SettingsFormValues = Record<string, unknown>;
export type PendingImages = Partial<Record<ImageSettingName, File>>;

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** Secrets the server keeps but does not show this user (`value: null, is_set: true`). */
export function findStoredSecrets(items: SettingItem[]): Set<string> {
  return new Set(items.filter((item) => item.is_set && item.value === null).map((item) => item.name));
}

/** API items as form values: JSON text parsed, the country as its code, empty secrets as ''. */
export function toFormValues(items: SettingItem[], names: SettingName[]): SettingsFormValues {
  const byName = new Map(items.map((item) => [item.name, item]));
  const values: SettingsFormValues = {};
  for (const name of names) {
    const definition = settingRegistry[name];
    const item = byName.get(name);
    let value = item ? item.value : definition.default;
    if (definition.isJsonText) value = parseJsonText(value);
    if (name === 'country') value = (value as Country | null)?.code ?? null;
    if (definition.storage === 'text' && value === null && definition.default !== null) value = '';
    values[name] = value;
  }
  return values;
}

const toFormText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The save request: every field of the screen (JSON text for meta keys and country, as the spec
 * sends them), leaving out secrets kept on the server; multipart once an image goes along.
 */
export function toSettingsBody(
  values: SettingsFormValues,
  names: SettingName[],
  images: PendingImages,
  storedSecrets: ReadonlySet<string>,
): Record<string, unknown> | FormData {
  const body: Record<string, unknown> = {};
  for (const name of names) {
    const definition = settingRegistry[name];
    let value = values[name];
    if (name in imageSettingFiles && images[name as ImageSettingName]) continue;
    if (definition.isSecret && !hasSettingValue(value) && storedSecrets.has(name)) continue;
    if (definition.isJsonText) value = value === null || value === undefined ? '' : JSON.stringify(value);
    body[name] = value;
  }
  const attached = Object.entries(images).filter(([, file]) => file) as [ImageSettingName, File][];
  if (attached.length === 0) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.set(name, toFormText(value));
  for (const [name, file] of attached) form.set(imageSettingFiles[name], file);
  return form;
}
