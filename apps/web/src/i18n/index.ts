import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../app/session.ts';
import {
  defaultLanguage,
  type InterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
} from './languages.ts';
import { mergeTexts, type TextPart, type Texts } from './text-parts.ts';

type TextsModule = { default: ResourceKey };

// Each language is its own chunks, so a visitor downloads only the texts it reads (plus English),
// in two parts (text-parts.ts): the sign-in screen's few texts first, the panel's on entering it.
const loaders: Record<InterfaceLanguage, Record<TextPart, () => Promise<TextsModule>>> = {
  en: {
    'sign-in': () => import('virtual:i18n-texts/en-sign-in'),
    panel: () => import('virtual:i18n-texts/en-panel'),
  },
  pl: {
    'sign-in': () => import('virtual:i18n-texts/pl-sign-in'),
    panel: () => import('virtual:i18n-texts/pl-panel'),
  },
  ru: {
    'sign-in': () => import('virtual:i18n-texts/ru-sign-in'),
    panel: () => import('virtual:i18n-texts/ru-panel'),
  },
};

let isPanelWanted = false;
let panelTextsLoad: Promise<void> | undefined;
/** Languages read so far, settled once i18next holds what was read. */
const languagesRead = new Map<InterfaceLanguage, Promise<void>>();

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isInterfaceLanguage(language)) return callback(null, {});
    const parts: TextPart[] = isPanelWanted ? ['sign-in', 'panel'] : ['sign-in'];
    const read = Promise.all(parts.map((part) => loaders[language][part]())).then(
      (modules) => {
        const texts = modules.map((module) => module.default as Texts).reduce(mergeTexts, {});
        callback(null, texts);
      },
      (error: Error) => callback(error, false),
    );
    languagesRead.set(language, read);
  },
};

/**
 * The panel's texts, for every language read so far and every one read from now on. The /app
 * guard waits for it, so no panel screen renders before its texts are there.
 */
export function loadPanelTexts(): Promise<void> {
  isPanelWanted = true;
  panelTextsLoad ??= Promise.all(
    [...languagesRead].map(async ([language, read]) => {
      const [panel] = await Promise.all([loaders[language].panel(), read]);
      i18n.addResourceBundle(language, 'translation', panel.default, true, true);
    }),
  ).then(() => undefined);
  return panelTextsLoad;
}

export function getStoredLanguage(): InterfaceLanguage {
  const stored = localStorage.getItem(storageKeys.language);
  return isInterfaceLanguage(stored) ? stored : defaultLanguage;
}

/** Switches the interface language and remembers it under `currentLanguage`. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  localStorage.setItem(storageKeys.language, language);
  await i18n.changeLanguage(language);
}

export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18n
    .use(lazyJsonBackend)
    .use(initReactI18next)
    .init({
      lng: getStoredLanguage(),
      fallbackLng: defaultLanguage,
      supportedLngs: [...interfaceLanguages],
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  return i18n;
}

export { i18n };
