// Staff accounts and their sign-in tokens.
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { enabledFlag, id, timestamps } from '../columns.ts';

export const users = pgTable('users', {
  id: id(),
  email: varchar('email', { length: 180 }).notNull().unique(),
  password_hash: text('password_hash').notNull(),
  first_name: varchar('first_name', { length: 100 }),
  last_name: varchar('last_name', { length: 100 }),
  phone: varchar('phone', { length: 32 }),
  role: varchar('role', { length: 16 }).notNull().default('manager'),
  is_enabled: enabledFlag(),
  ...timestamps(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.user_id)],
);
