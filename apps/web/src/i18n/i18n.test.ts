import { describe, expect, it } from 'vitest';
import en from './en.json';
import pl from './pl.json';
import ru from './ru.json';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(en as Texts);
const translations = { pl: flatten(pl as Texts), ru: flatten(ru as Texts) };

describe('interface texts', () => {
  for (const [language, texts] of Object.entries(translations)) {
    it(`${language} has exactly the keys of en`, () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${language} keeps every interpolation placeholder of en`, () => {
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(texts[key] ?? ''), key).toEqual(placeholders(text));
      }
    });
  }

  it('has no empty texts', () => {
    for (const texts of [english, ...Object.values(translations)]) {
      for (const [key, text] of Object.entries(texts)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('shows the braces of messages.required_code literally', () => {
    expect(english['messages.required_code']).toBe('{code} is required');
  });
});
