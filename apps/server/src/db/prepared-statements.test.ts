import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { PreparingClient } from './preparing-client.ts';
import { rowsOf } from './rows.ts';

const preparedTexts = 'select statement from pg_prepared_statements order by prepare_time';

describe.runIf(testDatabaseKind() === 'postgres')('statements prepared once per connection', () => {
  it('parses a repeated statement once and leaves DDL unnamed', async () => {
    const pool = new pg.Pool({
      connectionString: process.env.TEST_DATABASE_URL,
      max: 1,
      Client: PreparingClient,
    });
    try {
      const text = 'select $1::int + 1 as next';
      expect((await pool.query(text, [1])).rows).toEqual([{ next: 2 }]);
      expect((await pool.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
      await pool.query('create temporary table prepared_probe (id int)');
      await pool.query('select 1');
      await pool.query('select 1');
      const prepared = await pool.query<{ statement: string }>(preparedTexts);
      expect(prepared.rows.map((row) => row.statement)).toEqual([text, 'select 1', preparedTexts]);
    } finally {
      await pool.end();
    }
  });
});

describe.runIf(testDatabaseKind() === 'pglite')('statements prepared once on the embedded database', () => {
  let handle: DatabaseHandle;
  const rowsFrom = async (statement: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await handle.db.execute(statement));
  const codeOf = (statement: ReturnType<typeof sql>) =>
    handle.db.execute(statement).then(
      () => 'no error',
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    await handle.db.execute(
      sql`create table prepared_probe (id int primary key, at timestamptz, tags int[])`,
    );
  });
  afterAll(() => handle.close());

  it('parses a repeated statement once, leaves DDL unnamed, and answers with the values PGlite gives unnamed', async () => {
    const stamp = new Date('2026-11-26T12:00:00Z');
    for (const id of [1, 2])
      await handle.db.execute(
        sql`insert into prepared_probe values (${id}, ${stamp}, ${sql.param([id, 7])})`,
      );
    const read = (id: number) =>
      sql`select id, at, tags, ${'x'}::text as label from prepared_probe where id = ${id}`;
    expect(await rowsFrom(read(1))).toEqual([
      { id: 1, at: '2026-11-26 12:00:00+00', tags: [1, 7], label: 'x' },
    ]);
    expect(await rowsFrom(read(2))).toEqual([
      { id: 2, at: '2026-11-26 12:00:00+00', tags: [2, 7], label: 'x' },
    ]);
    const texts = (await rowsFrom(sql.raw(preparedTexts))).map((row) => row.statement);
    const timesPrepared = (text: string) => texts.filter((prepared) => prepared === text).length;
    expect(timesPrepared('select id, at, tags, $1::text as label from prepared_probe where id = $2')).toBe(1);
    expect(timesPrepared('insert into prepared_probe values ($1, $2, $3)')).toBe(1);
    expect(texts.some((text) => String(text).startsWith('create table'))).toBe(false);
  });

  it('fails as PGlite fails, with the database error code, and the connection goes on', async () => {
    expect(await codeOf(sql`insert into prepared_probe values (${1}, null, null)`)).toBe('23505');
    expect(await codeOf(sql`select ${'abc'}::int`)).toBe('22P02');
    expect(await codeOf(sql`select ${1} fro prepared_probe`)).toBe('42601');
    expect(await rowsFrom(sql`select count(*)::int as total from prepared_probe where id > ${0}`)).toEqual([
      { total: 2 },
    ]);
  });

  it('runs inside a transaction, whose rollback takes back what its statements wrote', async () => {
    const insert = (id: number) => sql`insert into prepared_probe values (${id}, null, null)`;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(insert(3));
        await tx.execute(insert(4));
        throw new Error('take it back');
      })
      .catch(() => {});
    await handle.db.transaction(async (tx) => {
      await tx.execute(insert(5));
    });
    const ids = await rowsFrom(sql`select id from prepared_probe where id > ${2} order by id`);
    expect(ids).toEqual([{ id: 5 }]);
  });

  it('hands a notification to its listener, whether a prepared statement or a commit brought it', async () => {
    let heard = 0;
    const stop = await handle.listen('prepared_probe_channel', () => heard++);
    const notify = sql`select pg_notify('prepared_probe_channel', ${'payload'})`;
    await handle.db.execute(notify);
    await handle.db.transaction(async (tx) => {
      await tx.execute(notify);
    });
    await new Promise(setImmediate);
    expect(heard).toBe(2);
    await stop();
    await handle.db.execute(notify);
    await new Promise(setImmediate);
    expect(heard).toBe(2);
  });
});
