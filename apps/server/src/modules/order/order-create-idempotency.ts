import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Holds the (key, Idempotency-Key) pair until the transaction ends, so a concurrent repeat waits
 * for the first and then finds its order; the unique index on the pair stays the last guard.
 */
export async function lockIdempotencyKey(tx: Executor, apiKeyId: number, idempotencyKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${apiKeyId}, hashtext(${idempotencyKey}))`);
}

/** The order a repeat answers; the same Idempotency-Key with another body is refused (422). */
export async function findIdempotentOrder(
  tx: Executor,
  apiKeyId: number,
  idempotencyKey: string,
  requestHash: string,
) {
  const [earlier] = await tx
    .select({ id: orders.id, hash: orders.idempotency_hash })
    .from(orders)
    .where(and(eq(orders.api_key_id, apiKeyId), eq(orders.idempotency_key, idempotencyKey)));
  if (!earlier) return null;
  if (earlier.hash !== requestHash) {
    throw new AppError(
      422,
      'This Idempotency-Key was already used for a different order; send a new key for a new order',
      { 'Idempotency-Key': 'messages.idempotency_key_reused' },
    );
  }
  return earlier.id;
}
