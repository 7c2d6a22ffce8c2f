import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/test-app.ts';
import { PreparingClient } from './preparing-client.ts';

describe.runIf(testDatabaseKind() === 'postgres')('statements prepared once per connection', () => {
  it('parses a repeated parameterised statement once, leaves DDL and parameterless text unnamed', async () => {
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
      const prepared = await pool.query<{ statement: string }>(
        'select statement from pg_prepared_statements order by prepare_time',
      );
      // The probe itself has no parameters: only the first statement was prepared, and once.
      expect(prepared.rows.map((row) => row.statement)).toEqual([text]);
    } finally {
      await pool.end();
    }
  });
});
