import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BinaryRows, encodedField, jsonbField } from './binary-rows.ts';

// What PostgreSQL itself reads from the bytes: each value goes in through a binary COPY and comes
// back as the server's text.
describe('binary COPY rows', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`create table sample (n int4, money numeric(16,2), at timestamptz, name jsonb,
      label varchar(40), body text, lat float8, flag bool)`);
  });
  afterAll(() => db.close());

  const copied = async (rows: BinaryRows) => {
    await db.exec('truncate sample');
    await db.query(`copy sample from '/dev/blob' with (format binary)`, [], {
      blob: new Blob([rows.take()]),
    });
    const result = await db.query<Record<string, string | null>>(`select n::text, money::text,
        to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at, name::text, label, body,
        lat::text, flag::text
      from sample order by sample.n`);
    return result.rows;
  };

  it('writes integers, money in cents, times, JSON, text, floats and flags as the server reads them', async () => {
    const rows = new BinaryRows(64);
    const cents = [
      0, 1, 99, 100, 1_234_56, 999_999, 1_000_000, -5, -1_234_56, 12_345_678_901_23, 90_071_992_547_409_91,
    ];
    // Fractions of a millisecond, and years back to 1916 (before the server's epoch of 2000).
    const times = cents.map((_, index) => Date.UTC(2026, 10, 24, 18, 5, 9, 250) + index * 0.4 - index * 1e12);
    cents.forEach((value, index) => {
      rows
        .row(8)
        .int4(index - 3)
        .cents(value)
        .timestamp(times[index])
        .field(jsonbField('{"pl": "Żurek", "en": "Sour rye soup"}'))
        .label(index % 2 ? 'IN_DELIVERY' : 'Ząbkowice')
        .text(`line ${index}\twith a tab, a \\ and 🍕`)
        .float8OrNull(index === 0 ? 52.2297 : null)
        .bool(index % 3 === 0);
    });
    const back = await copied(rows);
    expect(back.map((row) => row.money)).toEqual([
      '0.00',
      '0.01',
      '0.99',
      '1.00',
      '1234.56',
      '9999.99',
      '10000.00',
      '-0.05',
      '-1234.56',
      '12345678901.23',
      '90071992547409.91',
    ]);
    expect(back.map((row) => row.n)).toEqual(cents.map((_, index) => String(index - 3)));
    // Whole milliseconds, as toISOString keeps them.
    expect(back.map((row) => row.at)).toEqual(
      times.map((ms) => new Date(Math.floor(ms)).toISOString().slice(0, 23)),
    );
    expect(back[0]).toMatchObject({
      name: '{"en": "Sour rye soup", "pl": "Żurek"}',
      label: 'Ząbkowice',
      body: 'line 0\twith a tab, a \\ and 🍕',
      lat: '52.2297',
      flag: 'true',
    });
    expect(back[1]).toMatchObject({ label: 'IN_DELIVERY', lat: null, flag: 'false' });
  });

  it('writes nulls and keeps every row whole while the buffer grows', async () => {
    const rows = new BinaryRows(16);
    const long = 'ó'.repeat(300);
    for (let index = 0; index < 500; index++)
      rows
        .row(8)
        .int4(index)
        .centsOrNull(index % 2 ? null : index)
        .timestampOrNull(null)
        .field(encodedField(Buffer.from([1, ...Buffer.from('[1, 2]')])))
        .labelOrNull(index % 2 ? null : 'OPEN')
        .textOrNull(index % 2 ? long : null)
        .float8OrNull(undefined)
        .bool(true);
    expect(rows.count).toBe(500);
    // A chunk's buffer moves to another thread whole: never a slice of Buffer's shared pool.
    expect(new BinaryRows(64).take().buffer.byteLength).toBeLessThan(Buffer.poolSize);
    const back = await copied(rows);
    expect(back).toHaveLength(500);
    expect(back[498]).toMatchObject({
      n: '498',
      money: '4.98',
      at: null,
      name: '[1, 2]',
      label: 'OPEN',
      body: null,
    });
    expect(back[499]).toMatchObject({ money: null, label: null, body: long });
  });
});
