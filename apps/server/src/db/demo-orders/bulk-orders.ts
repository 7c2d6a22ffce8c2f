import { getTableName, sql } from 'drizzle-orm';
import { rebuildOrderRollups } from '../../modules/order-statistic/order-rollups.ts';
import type { Executor } from '../client.ts';
import { orderDiscounts, orderItemModifiers, orderItems, orderStatusHistory, orders } from '../schema.ts';
import type { GeneratedOrder } from './order-generator.ts';
import { createOrderWriter, type OrderWriterOptions } from './order-writer.ts';

const bulkTables = [orders, orderItems, orderItemModifiers, orderDiscounts, orderStatusHistory];

/**
 * A superuser (the embedded database, a local server) may also switch off the foreign-key checks,
 * which cost more than the rows themselves; the rows reference only ids just read or reserved.
 */
async function triggersWeMayDisable(tx: Executor) {
  const result = await tx.execute<{ is_super: boolean }>(
    sql`select rolsuper as is_super from pg_roles where rolname = current_user`,
  );
  const [role] = rowsOf<{ is_super: boolean }>(result);
  return role?.is_super ? sql`all` : sql`user`;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Drops the bulk tables' plain secondary indexes (not unique, not behind a constraint) and
 * answers their definitions: building one afterwards is far cheaper than keeping it current
 * row by row (the trigram index on order numbers most of all).
 */
async function setIndexesAside(tx: Executor): Promise<string[]> {
  const names = bulkTables.map((table) => getTableName(table));
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = any(array(select to_regclass(name) from unnest(${sql.param(names)}::text[]) as name))
        and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Writes orders in batches in one transaction (a savepoint inside the caller's), with the tables'
 * triggers (the statistics rollups, row by row) off while it runs and the rollups rebuilt once at
 * the end. Off and on again in that transaction: a run cut short leaves the triggers as they were.
 */
export async function writeOrdersInBulk(
  db: Executor,
  generated: Iterable<GeneratedOrder>,
  options: OrderWriterOptions & {
    batchSize?: number;
    onBatch?: (written: number) => void;
    /** For a load that is large beside what the tables hold: indexes rebuilt at the end. */
    rebuildIndexes?: boolean;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const writer = createOrderWriter(tx, options);
    const batchSize = options.batchSize ?? 5_000;
    const triggers = await triggersWeMayDisable(tx);
    for (const table of bulkTables) await tx.execute(sql`alter table ${table} disable trigger ${triggers}`);
    const indexesAside = options.rebuildIndexes ? await setIndexesAside(tx) : [];
    let written = 0;
    let batch: GeneratedOrder[] = [];
    let writing: Promise<void> = Promise.resolve();
    let failure: unknown;
    // A batch's error is kept (no unhandled rejection while the next one is generated) and rethrown.
    const settle = async () => {
      await writing;
      if (failure) throw failure;
    };
    const flush = async () => {
      await settle();
      const full = batch;
      batch = [];
      written += full.length;
      writing = writer.write(full).then(
        () => options.onBatch?.(written),
        (error) => {
          failure = error;
        },
      );
    };
    for (const order of generated) {
      batch.push(order);
      if (batch.length >= batchSize) await flush();
      // Let the previous batch's statements go out while this one is generated.
      else if (batch.length % 2_000 === 0) await nextTick();
    }
    if (batch.length) await flush();
    await settle();
    for (const table of bulkTables) await tx.execute(sql`alter table ${table} enable trigger ${triggers}`);
    if (indexesAside.length) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // The definitions are the database's own (pg_get_indexdef), never input: run as they are.
    for (const definition of indexesAside) await tx.execute(sql.raw(definition));
    await rebuildOrderRollups(tx);
    return written;
  });
}
