import type { SettingDefinition } from '@mise/contract/settings';

/** Turns setting values into the text of `settings.value` and back, by each setting's storage. */

export function encodeSetting(definition: SettingDefinition, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (definition.storage) {
    case 'json':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return String(value);
  }
}

export function decodeSetting(definition: SettingDefinition, text: string | null): unknown {
  if (text === null) return definition.storage === 'boolean' ? false : null;
  switch (definition.storage) {
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return definition.default;
      }
    case 'boolean':
      return text === 'true' || text === '1';
    case 'number': {
      const number = Number(text);
      return text.trim() !== '' && Number.isFinite(number) ? number : definition.default;
    }
    default:
      return text;
  }
}

/** Multipart sends text only: booleans as 1/0 (or true/false), numbers as digits, the rest as JSON text. */
export function coerceFormText(definition: SettingDefinition, text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (definition.storage === 'boolean') {
    if (['1', 'true', 'on'].includes(text)) return true;
    if (['0', 'false', ''].includes(text)) return false;
    return text;
  }
  if (definition.storage === 'number') {
    if (text.trim() === '') return null;
    return Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return text; // json settings parse JSON text in their own schema
}

/** What the API shows: JSON-text settings as JSON text (spec part 1), the rest as typed values. */
export function toApiValue(definition: SettingDefinition, value: unknown): unknown {
  if (!definition.isJsonText) return value;
  return value === null || value === undefined ? null : JSON.stringify(value);
}
