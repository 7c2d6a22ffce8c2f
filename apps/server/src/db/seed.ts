import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.ts';
import type { Database } from './client.ts';
import { users } from './schema.ts';

export type FirstUser = { email: string; password: string; isGenerated: boolean };

/** On a database without users, creates the first `system` user; returns its sign-in when it did. */
export async function ensureFirstUser(
  db: Database,
  credentials: { email?: string; password?: string },
): Promise<FirstUser | undefined> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (Number(total) > 0) return undefined;
  const email = (credentials.email ?? 'admin@example.com').toLowerCase();
  const password = credentials.password ?? randomBytes(9).toString('base64url');
  await db.insert(users).values({
    email,
    password_hash: await hashPassword(password),
    first_name: 'Admin',
    last_name: null,
    role: 'system',
    is_enabled: true,
  });
  return { email, password, isGenerated: !credentials.password };
}
