import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema.ts';

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are opaque random strings; only their SHA-256 is stored, so a database leak reveals none. */
export async function issueToken(db: Executor, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db
    .insert(authTokens)
    .values({ user_id: userId, token_hash: tokenDigest(token), expires_at: expiresAt });
  return token;
}

/** The user a token (by its digest) signs in and when the token expires, while it has not. */
export async function findTokenSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ user: users, expiresAt: authTokens.expires_at })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(eq(authTokens.token_hash, tokenHash), gt(authTokens.expires_at, new Date())))
    .limit(1);
  return row;
}

export async function revokeToken(db: Executor, token: string) {
  await db.delete(authTokens).where(eq(authTokens.token_hash, tokenDigest(token)));
}

export async function revokeUserTokens(db: Executor, userId: number) {
  await db.delete(authTokens).where(eq(authTokens.user_id, userId));
}
