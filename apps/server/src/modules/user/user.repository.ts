import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Another user who signs in with this email (compared in lower case), if any. */
export async function findEmailOwner(db: Executor, email: string, exceptId?: number) {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptId)))
    .limit(1);
  return owner;
}

/**
 * Ids of the enabled system users, locked until the transaction ends (always in id order, so two
 * writes that each demote a different one wait for each other instead of both succeeding).
 */
export async function lockEnabledSystemUserIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'system'), eq(users.is_enabled, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
