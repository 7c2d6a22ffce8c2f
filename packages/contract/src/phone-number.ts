import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { messageKeys } from './messages.ts';

/** Spec part 1: a phone number has at most 13 characters, counted on the stored (E.164) form. */
export const maximumPhoneLength = 13;
export const fallbackPhoneRegion = 'PL';

// One panel and one server each serve one restaurant, so the region numbers without "+" belong
// to is process-wide: the server sets it from the `country` setting, the panel when it loads it.
let defaultPhoneRegion: string = fallbackPhoneRegion;

/** The region for numbers typed without "+": the stored country, else Poland. */
export function setDefaultPhoneRegion(country: string | null | undefined) {
  defaultPhoneRegion = country && /^[A-Z]{2}$/i.test(country) ? country.toUpperCase() : fallbackPhoneRegion;
}

export const getDefaultPhoneRegion = () => defaultPhoneRegion;

type PhoneReading = { number: string; isValid: boolean };

/** Reads a number as people write it (`+48 600 111 222`, `(600) 111-222`) into E.164. */
export function readPhoneNumber(text: string, region = defaultPhoneRegion): PhoneReading {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: region as CountryCode });
  if (parsed) return { number: parsed.number, isValid: parsed.isValid() };
  return { number: text.replace(/[\s().-]/g, ''), isValid: false };
}

/** A phone number stored as E.164; too long (after normalising) and invalid numbers are refused. */
const phoneNumberSchema = z
  .string()
  .max(64, messageKeys.tooLong)
  .transform((text, context) => {
    const reading = readPhoneNumber(text);
    if (reading.number.length > maximumPhoneLength) {
      context.addIssue({ code: 'custom', message: messageKeys.tooLong });
    } else if (!reading.isValid) {
      context.addIssue({ code: 'custom', message: messageKeys.invalidPhone });
    }
    return reading.number;
  });

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

export const requiredPhoneSchema = z
  .string({ error: messageKeys.phoneRequired })
  .trim()
  .min(1, messageKeys.phoneRequired)
  .pipe(phoneNumberSchema)
  .describe(
    `Phone number as typed ("+48 600 111 222", "600-111-222"); stored as E.164, at most ${maximumPhoneLength} characters. ` +
      'Numbers without "+" belong to the country setting (Poland when unset)',
  );

/** Left out, null or blank means "no phone". */
export const optionalPhoneSchema = z
  .preprocess((value) => (isBlank(value) ? null : value), z.string().trim().pipe(phoneNumberSchema).nullish())
  .describe('Phone number as typed; stored as E.164 (see the customer phone)');
