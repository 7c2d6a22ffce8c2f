import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKeys } from '../app/session.ts';
import {
  defaultLanguage,
  type InterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
} from './languages.ts';

// Each language is its own chunk, so a visitor downloads only the texts it reads (plus English).
const loaders: Record<InterfaceLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./en.json'),
  pl: () => import('./pl.json'),
  ru: () => import('./ru.json'),
};

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isInterfaceLanguage(language)) return callback(null, {});
    loaders[language]().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

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
