import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import pl from '../i18n/pl.json';
import ru from '../i18n/ru.json';
import { ApiError } from './client.ts';
import { serverReasons } from './error-text.ts';

async function i18nIn(language: string) {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, pl: { translation: pl }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const stillUsed = new ApiError(409, 'This record is still used by streets; remove those first', {
  streets: 'messages.still_used_by',
});

describe('server error bodies in the user language', () => {
  it.each([
    ['en', 'Still used in Streets: remove or change those first'],
    ['pl', 'Nadal używane w sekcji „Ulice”: najpierw usuń lub zmień te wpisy'],
    ['ru', 'Ещё используется в разделе «Улицы»: сначала удалите или измените эти записи'],
  ])('a 409 "still used by streets" reads in %s with the list name translated', async (language, text) => {
    expect(serverReasons(await i18nIn(language), stillUsed)).toBe(text);
  });

  it('translates 413, 415 and 422 keys, and leaves to the form those it shows on fields', async () => {
    const i18n = await i18nIn('pl');
    const tooLarge = new ApiError(413, 'The upload is too large', { image_file: 'messages.file_too_large' });
    expect(serverReasons(i18n, tooLarge)).toBe('Plik jest za duży');
    const media = new ApiError(415, 'Unsupported', { _: 'messages.unsupported_media_type' });
    expect(serverReasons(i18n, media)).toBe('Serwer nie przyjął formatu tego żądania');
    const invalid = new ApiError(422, 'Validation failed', {
      name: 'messages.invalid_characters',
      code: 'messages.already_exists',
    });
    expect(serverReasons(i18n, invalid, (path) => path === 'code')).toBe(
      'Zawiera znaki, których nie można zapisać',
    );
    expect(serverReasons(i18n, invalid, () => true)).toBeUndefined();
  });

  it('names a list without a menu entry in plain words, and ignores unknown keys and non-API errors', async () => {
    const i18n = await i18nIn('en');
    const byAddresses = new ApiError(409, 'used', { customer_addresses: 'messages.still_used_by' });
    expect(serverReasons(i18n, byAddresses)).toBe(
      'Still used in customer addresses: remove or change those first',
    );
    expect(serverReasons(i18n, new ApiError(409, 'x', { _: 'messages.no_such_key' }))).toBeUndefined();
    expect(serverReasons(i18n, new Error('network'))).toBeUndefined();
  });
});
