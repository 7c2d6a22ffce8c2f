import { describe, expect, it } from 'vitest';
import { languageNameIn } from './translatable-input.tsx';

describe('the language named in a translatable field', () => {
  it.each([
    ['en', 'English'],
    ['pl', 'angielski'],
    ['ru', 'английский'],
  ])('is English as a %s reader names it', (uiLanguage, name) => {
    expect(languageNameIn(uiLanguage, { code: 'en', title: 'English' })).toBe(name);
  });

  it('is the stored title for a code Intl does not know', () => {
    expect(languageNameIn('pl', { code: 'xq', title: 'Kaszubski' })).toBe('Kaszubski');
  });
});
