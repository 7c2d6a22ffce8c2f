import { z } from 'zod';
import { messageKeys } from '../messages.ts';
import { countrySchema, findCountry } from '../reference/countries.ts';
import { isCurrencyCode } from '../reference/currencies.ts';
import { translatableSchema } from '../translatable.ts';
import {
  bannersOrStoriesChoices,
  categoryPageCardLayouts,
  integrationNames,
  productCardLayouts,
  settingMessageKeys,
  smsProviders,
  timePattern,
} from './setting-choices.ts';

/** The value schemas settings are made of; each accepts what a JSON body or a multipart form sends. */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const coordinatesPattern = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/** JSON text (as multipart and the spec send it) or the value itself. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch {
    return value; // the schema then calls it invalid
  }
}

export const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** Free text; `null` reads as empty. */
export const textValue = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageKeys.tooLong)
    .nullable()
    .transform((value) => value ?? '');

export const emailValue = z
  .string()
  .trim()
  .max(180, messageKeys.tooLong)
  .refine((value) => value === '' || emailPattern.test(value), messageKeys.invalidEmail)
  .nullable()
  .transform((value) => value ?? '');

export const urlValue = z
  .string()
  .trim()
  .max(500, messageKeys.tooLong)
  .refine((value) => value === '' || urlPattern.test(value), settingMessageKeys.invalidUrl)
  .nullable()
  .transform((value) => value ?? '');

export const timeValue = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .regex(timePattern, settingMessageKeys.invalidTime);

export const workingDaySchema = z.object({ from: timeValue, to: timeValue });
export type WorkingDay = z.infer<typeof workingDaySchema>;

/** Seven rows, index = weekday (Sunday 0). */
export const workingDaysValue = z.preprocess(
  parseJsonText,
  z.array(workingDaySchema).length(7, settingMessageKeys.sevenDays),
);

/** A value per language, kept as JSON text (spec part 1: meta keys). */
export const translatableTextValue = z.preprocess(
  parseJsonText,
  translatableSchema.nullable().transform((value) => value ?? {}),
);

/** `{code, name, timezone}` as JSON text; a bare code ("PL") or `{code}` is completed from the list. */
export const countryValue = z.preprocess((value) => {
  const parsed =
    typeof value === 'string' && /^[a-z]{2}$/i.test(value.trim()) ? value.trim() : parseJsonText(value);
  if (typeof parsed === 'string') return findCountry(parsed) ?? parsed;
  if (parsed && typeof parsed === 'object' && 'code' in parsed) {
    const known = findCountry(String((parsed as { code: unknown }).code));
    return known ? { ...known, ...parsed, code: known.code } : parsed;
  }
  return parsed;
}, countrySchema.nullable());

// Here, not beside the currency list: the panel formats money on every screen, without zod.
export const currencyCodeSchema = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .refine(isCurrencyCode, messageKeys.invalid)
  .describe('ISO 4217 currency code, e.g. EUR');

export const currencyValue = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  currencyCodeSchema,
);

/** An IANA time zone name the platform knows (`Europe/Warsaw`). */
export const timeZoneValue = z
  .string()
  .trim()
  .min(1, messageKeys.required)
  .refine((name) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  }, messageKeys.invalid);

export const languageCodeValue = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,4}$/, messageKeys.invalid);

export const smsProviderValue = z.preprocess(emptyToNull, z.enum(smsProviders).nullable());
export const productCardValue = z.enum(productCardLayouts);
export const categoryPageCardValue = z
  .string()
  .refine((value) => value !== 'horizontal_slider', settingMessageKeys.sliderNotAllowed)
  .pipe(z.enum(categoryPageCardLayouts));
export const bannersOrStoriesValue = z.enum(bannersOrStoriesChoices);

export const deliveryDaysLimitValue = z
  .number()
  .int(messageKeys.invalidNumber)
  .min(0, settingMessageKeys.positiveOrZero)
  .max(3650, messageKeys.tooLong);

/** A stored file name under /images/settings/, or null for none. */
export const imageValue = z.preprocess(
  emptyToNull,
  z
    .string()
    .regex(/^[\w-]+\.\w+$/, settingMessageKeys.invalidImage)
    .nullable(),
);

/** "52.2297, 21.0122" (latitude, longitude) or empty. */
export const coordinatesValue = textValue(60).refine((value) => {
  if (value === '') return true;
  const match = coordinatesPattern.exec(value);
  return Boolean(match && Math.abs(Number(match[1])) <= 90 && Math.abs(Number(match[2])) <= 180);
}, settingMessageKeys.invalidCoordinates);

/** Comma-separated domains, kept as "a.com,b.org" (lower case, no blanks, no duplicates). */
export const domainListValue = textValue(5000)
  .transform((value) => [
    ...new Set(
      value
        .split(/[,\s]+/)
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ])
  .refine(
    (domains) => domains.every((domain) => domainPattern.test(domain)),
    settingMessageKeys.invalidDomains,
  )
  .transform((domains) => domains.join(','));

export const loginSmsValue = z
  .string()
  .trim()
  .max(300, messageKeys.tooLong)
  .refine((value) => value.includes('{code}'), settingMessageKeys.requiredCode);

const integrationFieldValue = z.union([
  z.string().max(2000, messageKeys.tooLong),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** The integration setting: which system is active and its fields (spec part 2, Integration setting). */
export const integrationSettingSchema = z.object({
  active_integration: z.preprocess(emptyToNull, z.enum(integrationNames).nullable()).default(null),
  fields: z.record(z.string().regex(/^\w{1,100}$/), integrationFieldValue).default({}),
});
export type IntegrationSetting = z.infer<typeof integrationSettingSchema>;
export const integrationValue = z.preprocess(parseJsonText, integrationSettingSchema);

/** Why a call to the active integration did not get an answer (errors.integration of a 422). */
export const integrationErrorKeys = {
  notConfigured: 'integration.errors.not_configured',
  refused: 'integration.errors.refused',
} as const;

/** One of the iiko organization's payment types, as Mise answers them (GET /api/iiko/import/payment_methods). */
export const iikoPaymentTypeSchema = z.object({
  id: z.string().describe("iiko's id of the payment type (a UUID)"),
  name: z.string(),
  paymentTypeKind: z
    .string()
    .describe('Cash, Card, Credit, Writeoff, Voucher, External, IikoCard or Unknown'),
});
export type IikoPaymentType = z.infer<typeof iikoPaymentTypeSchema>;

/** The iiko fields a call to iiko needs: where, who, and for which organization. */
export const iikoConnectionFields = ['iiko_api_url', 'iiko_api_login', 'iiko_organization_id'] as const;

/** Integration fields that are credentials: hidden from managers like the other secrets. */
export const isSecretIntegrationField = (name: string) =>
  /(api_login|token|secret|password|api_?key)/i.test(name);
