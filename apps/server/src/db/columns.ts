import { boolean, jsonb, serial, timestamp } from 'drizzle-orm/pg-core';

export const id = () => serial('id').primaryKey();

export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});

export const translatable = (name: string) => jsonb(name).$type<Record<string, string>>();

export const enabledFlag = (name = 'is_enabled') => boolean(name).notNull().default(true);
