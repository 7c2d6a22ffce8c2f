/**
 * The interface texts come in two parts (vite.config.ts, i18n/index.ts): what the screens
 * outside the panel show (sign-in, not found, a failed route), loaded first, and everything
 * else, loaded when the panel opens. The sign-in screen then downloads a few hundred bytes of
 * texts instead of every screen's, however many screens the panel grows.
 */
export const signInTextKeys = [
  'login',
  'notFound',
  'shell.languages',
  'shell.something_went_wrong',
  'shell.reload',
  // The sign-in form's rule for an over-long email (login-form-rules.ts).
  'messages.too_long',
] as const;

export const textParts = ['sign-in', 'panel'] as const;
export type TextPart = (typeof textParts)[number];

export type Texts = { [key: string]: string | Texts };

function splitTexts(texts: Texts, keys: readonly string[], prefix = ''): Record<TextPart, Texts> {
  const parts: Record<TextPart, Texts> = { 'sign-in': {}, panel: {} };
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (keys.includes(path)) {
      parts['sign-in'][key] = value;
    } else if (typeof value === 'object' && keys.some((wanted) => wanted.startsWith(`${path}.`))) {
      const nested = splitTexts(value, keys, path);
      parts['sign-in'][key] = nested['sign-in'];
      parts.panel[key] = nested.panel;
    } else {
      parts.panel[key] = value;
    }
  }
  return parts;
}

/** One part of a language's texts. */
export function pickTextPart(texts: Texts, part: TextPart): Texts {
  return splitTexts(texts, signInTextKeys)[part];
}

/** Puts the parts back together (nested objects such as `shell` are in both). */
export function mergeTexts(target: Texts, source: Texts): Texts {
  const merged: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}
