import { setDefaultPhoneRegion } from '@mise/contract';

type StoredCountry = { code: string } | null | undefined;

/** Numbers typed without "+" belong to the restaurant's country (the `country` setting). */
export const applyPhoneRegion = (country: unknown) => setDefaultPhoneRegion((country as StoredCountry)?.code);
