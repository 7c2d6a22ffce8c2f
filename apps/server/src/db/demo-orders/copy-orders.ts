// The PostgreSQL bulk writer of `npm run seed`: COPY FROM STDIN per table and batch on one
// connection, in one transaction, while the next batch is generated (pg-copy-streams).
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, Executor } from '../client.ts';
import * as schema from '../schema.ts';
import { pauseTriggersAndIndexes } from './bulk-load-guards.ts';
import { createCopyChunks } from './copy-chunks.ts';
import {
  type CopyContext,
  type CopyTable,
  copyColumns,
  copyText,
  countRows,
  type FirstIds,
  formatRows,
} from './copy-rows.ts';
import type { GeneratedOrder } from './order-generator.ts';

export type CopyOrdersOptions = {
  /** Who made the status changes (the admin); null when nobody signed in yet. */
  userId: number | null;
  /** New customers get phones +48 45x xxx xxx counted from here. */
  firstPhone: number;
  rebuildIndexes?: boolean;
  batchSize?: number;
  onBatch?: (written: number) => void;
  /** Seconds each part took once the rows are in: indexes, rollups. */
  onPhase?: (phase: string, seconds: number) => void;
};

const dialect = new PgDialect();
const tables = Object.keys(copyColumns) as CopyTable[];
const copyStatements = new Map(
  tables.map((table) => {
    const columns = sql.join(
      copyColumns[table].map((column) => sql.identifier(column)),
      sql`, `,
    );
    return [table, dialect.sqlToQuery(sql`copy ${sql.identifier(table)} (${columns}) from stdin`).sql];
  }),
);
const sequenceOf: Record<keyof FirstIds, string> = {
  customers: 'customers_id_seq',
  orders: 'orders_id_seq',
  number: 'order_number_seq',
  order_items: 'order_items_id_seq',
  order_item_modifiers: 'order_item_modifiers_id_seq',
  order_discounts: 'order_discounts_id_seq',
  order_status_history: 'order_status_history_id_seq',
};

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const nextTick = () => new Promise((resolve) => setImmediate(resolve));
/** About 20,000 orders' rows. */
const copyBytes = 16 << 20;

/**
 * Reserves each table's ids for a batch on another connection (sequences ignore transactions), so
 * the next batch is formatted while the writing connection is still busy with this one.
 */
async function reserveIds(db: Executor, counts: Record<CopyTable, number>): Promise<FirstIds> {
  const wanted = { ...counts, number: counts.orders };
  const names = Object.keys(wanted) as (keyof FirstIds)[];
  const result =
    await db.execute(sql`select u.key, setval(u.sequence::regclass, nextval(u.sequence::regclass) + u.count - 1) as last
    from unnest(${sql.param(names)}::text[], ${sql.param(names.map((name) => sequenceOf[name]))}::text[],
      ${sql.param(names.map((name) => wanted[name]))}::int[]) as u(key, sequence, count)
    where u.count > 0`);
  const first = Object.fromEntries(names.map((name) => [name, 0])) as FirstIds;
  for (const row of rowsOf<{ key: keyof FirstIds; last: string }>(result))
    first[row.key] = Number(row.last) - wanted[row.key] + 1;
  return first;
}

/** One COPY per table that has rows, one after the other on the connection. */
async function copyChunks(client: pg.PoolClient, chunks: Record<CopyTable, Buffer>) {
  for (const table of tables) {
    if (!chunks[table].length) continue;
    const stream = client.query(copyFrom(copyStatements.get(table) as string));
    stream.end(chunks[table]);
    await finished(stream);
  }
}

async function loadNames(tx: Executor, table: 'products' | 'shipping_methods') {
  const result = await tx.execute(sql`select id, name::text as name from ${sql.identifier(table)}`);
  return new Map(
    rowsOf<{ id: number; name: string }>(result).map((row) => [row.id, Buffer.from(copyText(row.name))]),
  );
}

/**
 * Writes the orders in one transaction of its own on a connection of `pool`, the triggers and plain
 * indexes of the order tables set aside until the end, then rebuilds the rollups. A run cut short
 * rolls back whole: no orders, the triggers and indexes as they were (only ids are skipped).
 */
export async function copyOrdersInBulk(
  pool: pg.Pool,
  generated: Iterable<GeneratedOrder>,
  options: CopyOrdersOptions,
) {
  const side = drizzle(pool, { schema }) as unknown as Database;
  const client = await pool.connect();
  const tx = drizzle(client, { schema }) as unknown as Database;
  let failure: unknown;
  try {
    await client.query('begin');
    const paused = await pauseTriggersAndIndexes(tx, options);
    const context: CopyContext = {
      customerIds: [],
      firstPhone: options.firstPhone,
      userId: options.userId,
      productNames: await loadNames(tx, 'products'),
      shippingNames: await loadNames(tx, 'shipping_methods'),
    };
    // Small batches keep the generated orders young (cheap to collect); a COPY per table takes
    // several of them at once.
    const batchSize = options.batchSize ?? 2_000;
    const chunks = createCopyChunks();
    let formatted = 0;
    let written = 0;
    let writing: Promise<void> = Promise.resolve();
    let batch: GeneratedOrder[] = [];
    // A COPY's error is kept (no unhandled rejection while the next rows are made) and rethrown.
    const settle = async () => {
      await writing;
      if (failure) throw failure;
    };
    const format = async () => {
      const first = await reserveIds(side, countRows(batch, context.customerIds));
      formatRows(batch, first, context, chunks);
      formatted += batch.length;
      batch = [];
    };
    const send = async () => {
      await settle();
      const total = formatted;
      writing = copyChunks(client, chunks.take()).then(
        () => {
          written = total;
          options.onBatch?.(total);
        },
        (error) => {
          failure = error;
        },
      );
    };
    for (const order of paused.counted(generated)) {
      batch.push(order);
      if (batch.length < batchSize) continue;
      await format();
      if (chunks.bytes >= copyBytes) await send();
      // Let the running COPY's data go out while the next rows are made.
      else await nextTick();
    }
    if (batch.length) await format();
    await send();
    await settle();
    await paused.finish(options.onPhase);
    await client.query('commit');
    return written;
  } catch (error) {
    failure ??= error;
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    // A connection that failed inside a COPY is not handed back to the pool.
    client.release(failure instanceof Error ? failure : undefined);
  }
}
