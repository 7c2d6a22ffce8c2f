import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeyInput, CreatedApiKey, StorefrontChannel } from '@mise/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { deleteApiKey, insertApiKey } from './api-key.repository.ts';

/** Keys are random, so a plain SHA-256 is enough to store them: nothing to guess from the hash. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

const generateKey = () => `mk_${randomBytes(32).toString('base64url')}`;

export async function createApiKey(
  executor: Executor,
  input: ApiKeyInput,
  userId: number,
): Promise<CreatedApiKey> {
  const key = generateKey();
  const row = await insertApiKey(executor, {
    name: input.name,
    channel: input.channel,
    key_hash: hashApiKey(key),
    key_hint: key.slice(-4),
    created_by_id: userId,
  });
  return {
    id: row.id,
    name: row.name,
    channel: row.channel as StorefrontChannel,
    created_at: row.created_at.toISOString(),
    key,
  };
}

/** Deleting is revoking: the next request with the key finds no row. Its orders keep their data. */
export async function revokeApiKey(executor: Executor, id: number) {
  if (!(await deleteApiKey(executor, id))) throw notFound(`No api_key with id ${id}`);
}
