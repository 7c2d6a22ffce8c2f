import type { i18n as I18n } from 'i18next';
import { isApiError } from './client.ts';

/** Keys whose field is not a form field but the list that causes them: `{streets: 'messages.still_used_by'}`. */
const keysNamingAList = new Set(['messages.still_used_by']);

/** One server message key in the user's language; list names such as `streets` are translated too. */
export function translateErrorKey(i18n: I18n, field: string, key: string): string | undefined {
  if (!i18n.exists(key)) return undefined;
  if (!keysNamingAList.has(key)) return i18n.t(key);
  const list = i18n.t(`nav.items.${field}`, { defaultValue: field.replace(/_/g, ' ') });
  return i18n.t(key, { by: list });
}

/**
 * Why a call failed, in the user's language: the server's message keys translated, leaving out
 * those a form already shows next to its fields; undefined when no key is left to say.
 */
export function serverReasons(
  i18n: I18n,
  error: unknown,
  isShownOnField: (path: string) => boolean = () => false,
): string | undefined {
  if (!isApiError(error)) return undefined;
  const reasons = Object.entries(error.errors ?? {})
    .filter(([path]) => !isShownOnField(path))
    .map(([path, key]) => translateErrorKey(i18n, path, key))
    .filter((reason): reason is string => Boolean(reason));
  return reasons.length > 0 ? [...new Set(reasons)].join(' ') : undefined;
}
