// Every table, one file per area; drizzle-kit reads this file (drizzle.config.ts) and the code imports it.
export * from './schema/access.ts';
export * from './schema/delivery.ts';
export * from './schema/funnels.ts';
export * from './schema/marketing.ts';
export * from './schema/menu.ts';
export * from './schema/offers.ts';
export * from './schema/places.ts';
export * from './schema/sales.ts';
export * from './schema/statistics.ts';
