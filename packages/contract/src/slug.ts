import slugify from '@sindresorhus/slugify';

/** Longest slug kept (the column holds 200). */
export const slugMaxLength = 200;

/**
 * A URL slug suggested from a name in any script: Cyrillic and Polish letters are transliterated
 * ("Борщ с хлебом" -> "borsch-s-khlebom"). Imported as `@mise/contract/lite/slug`, never from the
 * contract's main entry, so its transliteration tables load only where slugs are made.
 */
export function suggestSlug(name: string): string {
  return slugify(name, { decamelize: false }).slice(0, slugMaxLength).replace(/-+$/, '');
}

/** A slug as stored: lower-case letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug of `name`, with -2, -3… appended while `taken` has it (room is kept for the suffix). */
export function freeSlug(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base =
    suggestSlug(name)
      .slice(0, slugMaxLength - 10)
      .replace(/-+$/, '') || fallback;
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
