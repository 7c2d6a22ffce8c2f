export * from './auth.ts';
export * from './list-query.ts';
export * from './messages.ts';
export * from './resources/city.ts';
export * from './resources/language.ts';
export * from './translatable.ts';
