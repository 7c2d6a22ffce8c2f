/** The reading rule of API.md: current language, else `en`, else the first value. */
export function readTranslatable(value: unknown, language: string): string {
  if (value == null) return '';
  if (typeof value !== 'object') return String(value);
  const texts = value as Record<string, string>;
  return texts[language] || texts.en || Object.values(texts).find(Boolean) || '';
}
