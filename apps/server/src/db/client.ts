import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, listenOnPostgres } from './listener.ts';
import { drizzleParsers, forDrizzle } from './pglite-client.ts';
import { PreparingClient } from './preparing-client.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: both drivers share the PgDatabase surface we use
export type Database = PgDatabase<PgQueryResultHKT & any, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when the database had no tables before migrating. */
  isNew: boolean;
  /** LISTEN for NOTIFY (the live order events); across processes on PostgreSQL. */
  listen: Listen;
  close: () => Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; searchPath?: string };

/** Opens PGlite (a directory, or memory when none is given) or PostgreSQL, then migrates. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    // create() waits until the extension is loaded; the constructor would race the first query
    const client = await PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      parsers: drizzleParsers,
    });
    const drizzleFacing = forDrizzle(client);
    const db = drizzlePglite(drizzleFacing.client, { schema }) as unknown as Database;
    const isNew = !(await hasTables(db));
    await migratePglite(db as never, { migrationsFolder });
    // PGlite delivers a transaction's NOTIFY at its commit, like PostgreSQL, to this process only.
    return { db, kind: 'pglite', isNew, listen: drizzleFacing.listen, close: () => client.close() };
  }
  // No JIT: the panel's queries are short, and PostgreSQL would spend more compiling a plan it
  // misjudges as large (the statistics over a year of buckets) than running it.
  const sessionSettings = [
    '-c jit=off',
    ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
  ];
  const connection = { connectionString: options.url, options: sessionSettings.join(' ') };
  const pool = new pg.Pool({ ...connection, max: 10, Client: PreparingClient });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const isNew = !(await hasTables(db));
  await migratePostgres(db as never, {
    migrationsFolder,
    migrationsSchema: options.searchPath ?? 'drizzle',
  });
  return { db, kind: 'postgres', isNew, listen: listenOnPostgres(connection), close: () => pool.end() };
}

async function hasTables(db: Database): Promise<boolean> {
  // to_regclass resolves through search_path, so a per-test schema is honoured
  const result = await db.execute<{ found: boolean }>(schemaProbe);
  const rows = rowsOf<{ found: boolean }>(result);
  return Boolean(rows[0]?.found);
}

const schemaProbe = sql`select to_regclass('users') is not null as found`;
