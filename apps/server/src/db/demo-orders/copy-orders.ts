// The PostgreSQL bulk writer of `npm run seed`: COPY FROM STDIN (binary) per table and chunk on one
// connection, in one transaction, while a worker thread makes the next chunk.
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Executor } from '../client.ts';
import { rowsOf } from '../rows.ts';
import * as schema from '../schema.ts';
import { jsonbField } from './binary-rows.ts';
import { pauseTriggersAndIndexes } from './bulk-load-guards.ts';
import { copyInto, copyStatements, truncateIfEmpty } from './copy-into.ts';
import { type CopyTable, copyColumns } from './copy-rows.ts';
import { copyFromFormatter, startFormatter } from './copy-writer.ts';
import type { GenerateOptions, OrderCatalog } from './order-generator.ts';
import { type RollupTable, rollupCopyColumns } from './rollup-tally.ts';

/** What to generate: the formatter thread makes the orders itself. */
export type OrdersToCopy = { catalog: OrderCatalog; generate: GenerateOptions };

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
  /** A formatter thread started ahead (startFormatter), its modules loaded meanwhile; ended here. */
  formatter?: Worker;
};

const orderTables = Object.keys(copyColumns).filter((table) => table !== 'customers') as CopyTable[];
/** Its rows point at orders: emptied along with them or not at all. */
const alsoEmptied = ['coupon_uses'];
const rollupTables = Object.keys(rollupCopyColumns) as RollupTable[];
/** About 20,000 orders' rows. */
const chunkBytes = 16 << 20;

async function loadNames(tx: Executor, table: 'products' | 'shipping_methods') {
  const result = await tx.execute(sql`select id, name::text as name from ${sql.identifier(table)}`);
  return new Map(rowsOf<{ id: number; name: string }>(result).map((row) => [row.id, jsonbField(row.name)]));
}

/**
 * Writes the orders in one transaction of its own on a connection of `pool`, the triggers and plain
 * indexes of the order tables set aside until the end, then rebuilds the rollups. The orders are
 * made and formatted in a worker thread meanwhile. A run cut short rolls back whole: no orders, the
 * triggers and indexes as they were (only ids are skipped).
 */
export async function copyOrdersInBulk(pool: pg.Pool, orders: OrdersToCopy, options: CopyOrdersOptions) {
  const formatter = options.formatter ?? startFormatter();
  const side = drizzle(pool, { schema }) as unknown as Database;
  const client = await pool.connect();
  const tx = drizzle(client, { schema }) as unknown as Database;
  let failure: unknown;
  try {
    await client.query('begin');
    const paused = await pauseTriggersAndIndexes(tx, options);
    // Into empty tables (a new database, the bench) the rows go frozen; the rollups, if none
    // are there yet, as rows of their own rather than added to those there (nobody adds any while
    // the load holds the order tables).
    const frozen = new Set<string>();
    if (await truncateIfEmpty(tx, [...orderTables, ...alsoEmptied]))
      for (const table of orderTables) frozen.add(table);
    const copyRollups = await truncateIfEmpty(tx, rollupTables);
    if (copyRollups) for (const table of rollupTables) frozen.add(table);
    const start = {
      ...orders,
      userId: options.userId,
      firstPhone: options.firstPhone,
      productNames: await loadNames(tx, 'products'),
      shippingNames: await loadNames(tx, 'shipping_methods'),
      batchSize: options.batchSize ?? 2_000,
      chunkBytes,
      copyRollups,
    };
    const statements = copyStatements(copyColumns, frozen);
    const done = await copyFromFormatter(formatter, start, { client, side, statements }, options.onBatch);
    const { rollups, tally } = done;
    if (tally) paused.tally.absorb(tally);
    await paused.finish(
      options.onPhase,
      rollups ? () => copyInto(client, copyStatements(rollupCopyColumns, frozen), rollups) : undefined,
    );
    await client.query('commit');
    return { written: orders.generate.orders, frozen };
  } catch (error) {
    failure = error;
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await formatter.terminate();
    // A connection that failed inside a COPY is not handed back to the pool.
    client.release(failure instanceof Error ? failure : undefined);
  }
}
