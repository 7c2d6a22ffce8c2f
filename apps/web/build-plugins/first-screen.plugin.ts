import type { Plugin, Rollup } from 'vite';

export type FirstScreen = {
  /** A JavaScript condition, run in index.html, that this screen is the one being opened. */
  when: string;
  /** Ends of the ids of the screen's lazily loaded modules. */
  modules: string[];
  /** The parts of the interface texts the screen needs (src/i18n/text-parts.ts). */
  texts: string[];
};

type OutputBundle = Rollup.OutputBundle;
type BuiltChunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

function findChunk(bundle: OutputBundle, idEnd: string): BuiltChunk | undefined {
  return Object.values(bundle).find(
    (output): output is BuiltChunk =>
      output.type === 'chunk' &&
      (output.facadeModuleId?.endsWith(idEnd) || output.moduleIds.some((id) => id.endsWith(idEnd))),
  );
}

/** A chunk's file with every chunk and stylesheet it imports statically, all the way down. */
function collectFiles(bundle: OutputBundle, chunk: BuiltChunk, files: Set<string>): void {
  if (files.has(chunk.fileName)) return;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) {
    const output = bundle[imported];
    if (output?.type === 'chunk') collectFiles(bundle, output as BuiltChunk, files);
  }
}

/**
 * The entry chunk starts the first screen's download only once it has run (router.tsx,
 * preloadFirstScreen). This writes a small script into index.html that asks for the screen's
 * chunks, styles and texts while the entry itself downloads, so the first paint comes one round
 * trip and one parse earlier. Which screen, and which language, it reads as main.tsx will;
 * English always comes too, as i18next's fallback.
 */
export function firstScreenPreload(screens: FirstScreen[], languages: readonly string[]): Plugin {
  return {
    name: 'mise:first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = Object.values(bundle).find(
          (output): output is BuiltChunk => output.type === 'chunk' && output.isEntry,
        );
        const alreadyLoaded = new Set<string>();
        if (entry) collectFiles(bundle, entry, alreadyLoaded);
        const filesOf = (idEnds: string[]) => {
          const files = new Set<string>();
          for (const idEnd of idEnds) {
            const chunk = findChunk(bundle, idEnd);
            if (!chunk) throw new Error(`first screen: no chunk holds ${idEnd}`);
            collectFiles(bundle, chunk, files);
          }
          return [...files].filter((file) => !alreadyLoaded.has(file)).map((file) => `/${file}`);
        };
        const plan = screens.map((screen) => ({
          when: screen.when,
          files: filesOf(screen.modules),
          texts: Object.fromEntries(
            languages.map((language) => [
              language,
              filesOf(screen.texts.map((part) => `virtual:i18n-texts/${language}-${part}`)),
            ]),
          ),
        }));
        const script = `(() => {
  var token = null, language = 'en';
  try { token = localStorage.getItem('token'); language = localStorage.getItem('currentLanguage') || 'en'; } catch (_error) {}
  var path = location.pathname;
  var add = function (href) {
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
${plan
  .map(
    (screen) => `  if (${screen.when}) {
    ${JSON.stringify(screen.files)}.forEach(add);
    var texts = ${JSON.stringify(screen.texts)};
    (texts[language] || []).concat(language === 'en' ? [] : texts.en).forEach(add);
  }`,
  )
  .join('\n')}
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
