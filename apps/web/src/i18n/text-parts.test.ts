import { describe, expect, it } from 'vitest';
import en from './en.json';
import pl from './pl.json';
import ru from './ru.json';
import { mergeTexts, pickTextPart, signInTextKeys, type Texts } from './text-parts.ts';

const languages = { en, pl, ru } as Record<string, Texts>;

const lookUp = (texts: Texts, path: string) =>
  path
    .split('.')
    .reduce<Texts | string | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      texts,
    );

describe('interface texts in two parts', () => {
  for (const [language, texts] of Object.entries(languages)) {
    it(`${language}: the parts together are all the texts`, () => {
      expect(mergeTexts(pickTextPart(texts, 'sign-in'), pickTextPart(texts, 'panel'))).toEqual(texts);
    });

    it(`${language}: the sign-in part holds every text outside the panel, and only those`, () => {
      const signIn = pickTextPart(texts, 'sign-in');
      for (const key of signInTextKeys) expect(lookUp(signIn, key), key).toEqual(lookUp(texts, key));
      expect(Object.keys(signIn).sort()).toEqual(['login', 'messages', 'notFound', 'shell']);
      expect(Object.keys(signIn.shell as Texts).sort()).toEqual([
        'languages',
        'reload',
        'something_went_wrong',
      ]);
      expect(lookUp(pickTextPart(texts, 'panel'), 'login')).toBeUndefined();
    });
  }
});
