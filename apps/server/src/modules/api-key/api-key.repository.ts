import type { StorefrontChannel } from '@mise/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

export async function insertApiKey(
  executor: Executor,
  values: {
    name: string;
    channel: StorefrontChannel;
    key_hash: string;
    key_hint: string;
    created_by_id: number;
  },
) {
  const [row] = await executor.insert(apiKeys).values(values).returning({
    id: apiKeys.id,
    name: apiKeys.name,
    channel: apiKeys.channel,
    created_at: apiKeys.created_at,
  });
  return row;
}

/** True when a key was deleted. */
export async function deleteApiKey(executor: Executor, id: number) {
  const deleted = await executor.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
  return deleted.length > 0;
}

export async function findApiKeyByHash(executor: Executor, keyHash: string) {
  const [row] = await executor
    .select({ id: apiKeys.id, channel: apiKeys.channel, last_used_at: apiKeys.last_used_at })
    .from(apiKeys)
    .where(eq(apiKeys.key_hash, keyHash));
  return row ?? null;
}

/** Stamps the use unless a stamp from the last minute is there (concurrent callers write once). */
export async function touchApiKey(executor: Executor, id: number) {
  await executor
    .update(apiKeys)
    .set({ last_used_at: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.last_used_at), lt(apiKeys.last_used_at, sql`now() - interval '1 minute'`)),
      ),
    );
}
