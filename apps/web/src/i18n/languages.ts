export const interfaceLanguages = ['en', 'pl', 'ru'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const defaultLanguage: InterfaceLanguage = 'en';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return interfaceLanguages.includes(value as InterfaceLanguage);
}
