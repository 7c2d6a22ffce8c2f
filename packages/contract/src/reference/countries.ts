// Only these four locale files of i18n-iso-countries are bundled (not the library's 78 locales).
import en from 'i18n-iso-countries/langs/en.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import uk from 'i18n-iso-countries/langs/uk.json';
import { z } from 'zod';
import { messageKeys } from '../messages.ts';
// Generated from moment-timezone's tz data by country-timezones.test.ts (run vitest with -u to refresh).
import countryTimezones from './country-timezones.json';

export type CountryName = { en: string; pl: string; ru: string; uk: string };
export type Country = { code: string; name: CountryName; timezone: string };

type LocaleFile = { locale: string; countries: Record<string, string | string[]> };

/** A locale file lists the official name first, then aliases: the same choice as `getNames(lang, { select: 'official' })`. */
function officialName(file: LocaleFile, code: string): string {
  const names = file.countries[code];
  return (Array.isArray(names) ? names[0] : names) ?? '';
}

const timezones: Record<string, string> = countryTimezones;

/** Every country of ISO 3166-1 (plus Kosovo, XK), sorted by English name. */
export const countries: Country[] = Object.keys(en.countries)
  .map((code) => ({
    code,
    name: {
      en: officialName(en, code),
      pl: officialName(pl, code),
      ru: officialName(ru, code),
      uk: officialName(uk, code),
    },
    timezone: timezones[code] ?? 'UTC',
  }))
  .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));

const byCode = new Map(countries.map((country) => [country.code, country]));

/** Country by its ISO 3166-1 alpha-2 code (case-insensitive), or undefined. */
export function findCountry(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code.trim().toUpperCase()) : undefined;
}

export function isCountryCode(code: string): boolean {
  return byCode.has(code);
}

export const countryCodeSchema = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .refine(isCountryCode, messageKeys.invalid)
  .describe('ISO 3166-1 alpha-2 country code, e.g. PL');

/** A stored country value (kept as JSON text): `{ code, name: { en, pl, ru, uk }, timezone }`. */
export const countrySchema = z
  .object({
    code: countryCodeSchema,
    name: z.object({ en: z.string(), pl: z.string(), ru: z.string(), uk: z.string() }),
    timezone: z.string().trim().min(1, messageKeys.required).max(64, messageKeys.tooLong),
  })
  .describe('Country: code, name per language and time zone');
