import { readFileSync } from 'node:fs';

// The panel's own message files: page objects find controls by the texts people see, and stay
// in step when a text changes.
export const interfaceLanguages = ['en', 'pl', 'ru'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];

type Messages = { [key: string]: string | Messages };
const cache = new Map<InterfaceLanguage, Messages>();

function messagesOf(language: InterfaceLanguage): Messages {
  let messages = cache.get(language);
  if (!messages) {
    const file = new URL(`../../apps/web/src/i18n/${language}.json`, import.meta.url);
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(language, messages);
  }
  return messages;
}

/**
 * The text of a message key (`list.add_filter`), English unless told; throws on a missing key.
 * Values fill `{{name}}` placeholders: `t('form.create_title', 'en', { item: 'city' })`.
 */
export function t(
  key: string,
  language: InterfaceLanguage = 'en',
  values: Record<string, string | number> = {},
): string {
  let node: string | Messages | undefined = messagesOf(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No message "${key}" in ${language}.json`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches the key's text exactly, in any interface language: for controls used across a switch. */
export function anyLanguage(key: string): RegExp {
  const texts = interfaceLanguages.map((language) => escapeRegExp(t(key, language)));
  return new RegExp(`^(${[...new Set(texts)].join('|')})$`);
}
