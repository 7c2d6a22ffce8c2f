/** Letters that Unicode does not decompose into a base letter and a mark. */
const plainLetters: Record<string, string> = { ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ё: 'е' };

/** Lower case without accents: what the global search compares, on both sides. */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łđøßæœё]/g, (letter) => plainLetters[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every translation of every given value, normalized, one per line (stored in `search_text`). */
export function searchTextOf(...values: unknown[]): string {
  const texts = new Set<string>();
  for (const value of values) {
    if (typeof value === 'string') texts.add(normalizeSearchText(value));
    else if (value && typeof value === 'object') {
      for (const text of Object.values(value)) {
        if (typeof text === 'string') texts.add(normalizeSearchText(text));
      }
    }
  }
  texts.delete('');
  return [...texts].join('\n');
}
