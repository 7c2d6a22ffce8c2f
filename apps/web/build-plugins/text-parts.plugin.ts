import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { pickTextPart, type TextPart, type Texts, textParts } from '../src/i18n/text-parts.ts';

const prefix = 'virtual:i18n-texts/';

/**
 * `virtual:i18n-texts/<language>-<part>` (`en-sign-in`): one part of `src/i18n/<language>.json`
 * (src/i18n/text-parts.ts), so each part is a chunk of its own, named after it.
 */
export function textPartsPlugin(i18nDir: string): Plugin {
  return {
    name: 'mise:i18n-text-parts',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return;
      const name = id.slice(prefix.length + 1);
      const [language, part] = [name.slice(0, 2), name.slice(3)];
      if (!/^[a-z]{2}$/.test(language) || !textParts.includes(part as TextPart)) {
        this.error(`unknown interface texts ${id.slice(1)}`);
      }
      const file = join(i18nDir, `${language}.json`);
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, 'utf8')) as Texts;
      return `export default ${JSON.stringify(pickTextPart(texts, part as TextPart))};`;
    },
  };
}
