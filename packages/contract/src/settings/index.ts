// Import through `@mise/contract/settings`: the registry pulls in the country list, which the
// sign-in screen must not load. `setting-choices.ts` alone is light.

export * from './messaging-values.ts';
export * from './setting-choices.ts';
export * from './setting-registry.ts';
export * from './setting-rules.ts';
export * from './setting-values.ts';
