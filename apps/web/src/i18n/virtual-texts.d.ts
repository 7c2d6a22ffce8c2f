/** One part of a language's texts (build-plugins/text-parts.plugin.ts). */
declare module 'virtual:i18n-texts/*' {
  import type { Texts } from './text-parts.ts';

  const texts: Texts;
  export default texts;
}
