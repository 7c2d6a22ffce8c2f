import type { TFunction } from 'i18next';

/** "Name (Polish)" for name_pl, "Price" for price: a target field in the user's language. */
export function importFieldLabel(t: TFunction, language: string, field: string): string {
  const translated = /^(name|description)_([a-z]{2,4})$/.exec(field);
  if (!translated) return t(`productImport.fields.${field}`, { defaultValue: field });
  const [, base, code] = translated;
  const languageName = new Intl.DisplayNames([language], { type: 'language' }).of(code!) ?? code;
  return t(`productImport.fields.${base}_in`, { language: languageName });
}
