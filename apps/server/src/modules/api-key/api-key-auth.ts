import type { StorefrontChannel } from '@mise/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { findApiKeyByHash, touchApiKey } from './api-key.repository.ts';
import { hashApiKey } from './api-key.service.ts';

export type StorefrontCaller = { id: number; channel: StorefrontChannel; keyHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    storefront: StorefrontCaller;
  }
}

const minuteMs = 60_000;

/**
 * A route-level onRequest hook of the storefront routes (which are `isPublic` for bearer tokens):
 * the `X-Api-Key` must be a stored, unrevoked key. Read on every request, so revoking works at
 * once; `last_used_at` is written at most once a minute per key.
 */
export async function requireApiKey(request: FastifyRequest) {
  const header = request.headers['x-api-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (key.length === 0 || key.length > 200) throw unauthorized('Send the storefront key in X-Api-Key');
  const keyHash = hashApiKey(key);
  const row = await findApiKeyByHash(request.server.db, keyHash);
  if (!row) throw unauthorized('Unknown or revoked API key');
  request.storefront = { id: row.id, channel: row.channel as StorefrontChannel, keyHash };
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= minuteMs) {
    await touchApiKey(request.server.db, row.id);
  }
}
