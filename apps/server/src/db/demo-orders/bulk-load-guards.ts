// What a bulk load of orders switches off while it writes and puts back before its commit: the
// tables' triggers and their plain secondary indexes. Both writers (unnest batches, COPY) share it.
import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { rowsOf } from '../rows.ts';
import {
  customers,
  orderDiscounts,
  orderItemModifiers,
  orderItems,
  orderStatBuckets,
  orderStatusHistory,
  orders,
  productStatBuckets,
} from '../schema.ts';
import type { GeneratedOrder } from './order-generator.ts';
import { createRollupTally } from './rollup-tally.ts';

const orderTables = [orders, orderItems, orderItemModifiers, orderDiscounts, orderStatusHistory];
/** The rollups get the load's figures at the end: their foreign-key checks cost seconds per million orders. */
const pausedTables = [...orderTables, orderStatBuckets, productStatBuckets];
/** Customers keep their triggers (none of them feed the rollups) but not their trigram indexes. */
const indexedTables = [customers, ...orderTables];

/**
 * A superuser (the embedded database, a local server) may also switch off the foreign-key checks,
 * which cost more than the rows themselves; the rows reference only ids just read or reserved.
 */
async function isSuperuser(tx: Executor) {
  const result = await tx.execute(
    sql`select rolsuper as is_super from pg_roles where rolname = current_user`,
  );
  return rowsOf<{ is_super: boolean }>(result)[0]?.is_super === true;
}

/** The tables' oids, for a catalog query. */
const oidsOf = (tables: Table[]) =>
  sql`array(select to_regclass(name) from unnest(${sql.param(tables.map((table) => getTableName(table)))}::text[]) as name)`;

/**
 * Drops the tables' own triggers (the rollups') and answers their definitions. Switched off they
 * would still cost: a statement trigger's transition table is filled whether it is on or not
 * (millions of order lines spilled to a temporary file).
 */
async function setTriggersAside(tx: Executor): Promise<string[]> {
  const triggers = rowsOf<{ name: string; table: string; definition: string }>(
    await tx.execute(sql`select t.tgname as name, t.tgrelid::regclass::text as table,
        pg_get_triggerdef(t.oid) as definition
      from pg_trigger t
      where t.tgrelid = any(${oidsOf(pausedTables)})
        and not t.tgisinternal`),
  );
  for (const trigger of triggers)
    await tx.execute(sql`drop trigger ${sql.identifier(trigger.name)} on ${sql.identifier(trigger.table)}`);
  return triggers.map((trigger) => trigger.definition);
}

/**
 * Drops the tables' plain secondary indexes (not unique, not behind a constraint) and answers
 * their definitions: building one afterwards is far cheaper than keeping it current row by row
 * (the trigram indexes on order numbers and customer names most of all).
 */
async function setIndexesAside(tx: Executor): Promise<string[]> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid = any(${oidsOf(indexedTables)})
        and not i.indisunique and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

/**
 * Drops the tables' primary keys no foreign key points at (the status history's, the discounts',
 * the modifiers') and answers how to add them back: kept current, each row cost a btree insert
 * and a WAL record of its own (a third of the load's WAL); added at the end, a key is one sort.
 */
async function setKeysAside(tx: Executor): Promise<string[]> {
  // The statements are the database's own (format with %I, regclass, pg_get_constraintdef).
  const keys = rowsOf<{ drop: string; add: string }>(
    await tx.execute(sql`select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop,
        format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid)) as add
      from pg_constraint c
      where c.conrelid = any(${oidsOf(indexedTables)}) and c.contype = 'p'
        and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`),
  );
  for (const key of keys) await tx.execute(sql.raw(key.drop));
  return keys.map((key) => key.add);
}

/**
 * Sets the order tables' triggers aside (the statistics rollups, row by row: the orders the
 * writer passes through `counted` are added to them at the end instead) and, for a load that is
 * large beside what the tables hold, sets their indexes aside. Answers how to put both back. In the
 * caller's transaction: a run cut short leaves them as they were.
 */
export async function pauseTriggersAndIndexes(tx: Executor, options: { rebuildIndexes?: boolean }) {
  const pausedAt = performance.now();
  const checksOff = await isSuperuser(tx);
  if (checksOff)
    for (const table of pausedTables) await tx.execute(sql`alter table ${table} disable trigger all`);
  const triggersAside = await setTriggersAside(tx);
  const indexesAside = options.rebuildIndexes
    ? [...(await setKeysAside(tx)), ...(await setIndexesAside(tx))]
    : [];
  const tally = createRollupTally();
  return {
    /** The figures added to the rollups at the end: counted here or absorbed from elsewhere. */
    tally,
    /** The orders as they pass to the writer, each counted into the rollups. */
    *counted(orders: Iterable<GeneratedOrder>) {
      for (const order of orders) {
        tally.add(order);
        yield order;
      }
    },
    /**
     * Puts the indexes back, adds the counted orders to the rollups (or has `addRollups` add
     * them), then the triggers, reporting how long each part took (the rows: since the pause).
     */
    async finish(
      onPhase?: (phase: string, seconds: number) => void,
      addRollups: () => Promise<void> = () => tally.addTo(tx),
    ) {
      onPhase?.('rows', secondsSince(pausedAt));
      let started = performance.now();
      if (indexesAside.length) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      // The definitions are the database's own (pg_get_indexdef, setKeysAside), never input: run as they are.
      for (const definition of indexesAside) await tx.execute(sql.raw(definition));
      onPhase?.('indexes', secondsSince(started));
      started = performance.now();
      await addRollups();
      if (checksOff)
        for (const table of pausedTables) await tx.execute(sql`alter table ${table} enable trigger all`);
      // The database's own definitions (pg_get_triggerdef), never input.
      for (const definition of triggersAside) await tx.execute(sql.raw(definition));
      onPhase?.('rollups', secondsSince(started));
    },
  };
}

const secondsSince = (start: number) => (performance.now() - start) / 1000;
